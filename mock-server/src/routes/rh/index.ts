import { apiRoutes } from '../api-routes'
import employmentRoutes from './employment'

/** {rh}: the person's employment records (step 4). */
const rhRoutes = apiRoutes(employmentRoutes)

export default rhRoutes
