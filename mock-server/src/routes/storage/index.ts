import { apiRoutes } from '../api-routes'
import storageFileRoutes from './files'
import storageServeRoutes from './serve'

/** {storage}: step 6's uploads, their promises, a person's files, delete, and the signed files. */
const storageRoutes = apiRoutes(storageFileRoutes, storageServeRoutes)

export default storageRoutes
