import { apiRoutes } from '../api-routes'
import addressRoutes from './addresses'
import codeRoutes from './codes'
import dependantRoutes from './dependants'
import documentImageRoutes from './document-images'
import documentRoutes from './documents'
import emailRoutes from './emails'
import loginRoutes from './login'
import personRoutes from './persons'
import phoneRoutes from './phones'
import profileRoutes from './profile'
import socialNetworkRoutes from './social-networks'

/** {social}: login, identity confirmation, persons, profile, documents, contacts, dependants and the document images. */
const socialRoutes = apiRoutes(
  loginRoutes,
  codeRoutes,
  personRoutes,
  phoneRoutes,
  profileRoutes,
  documentRoutes,
  emailRoutes,
  addressRoutes,
  socialNetworkRoutes,
  dependantRoutes,
  documentImageRoutes,
)

export default socialRoutes
