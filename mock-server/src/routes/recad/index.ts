import { apiRoutes } from '../api-routes'
import caseRoutes from './case'
import recadDocumentRoutes from './documents'
import ratingRoutes from './rating'
import receiptRoutes from './receipt'
import receiptValidationRoutes from './receipt-validation'

/** {recad}: case check record (finalize, status), the receipt, the rating and the case-specific document lists. */
const recadRoutes = apiRoutes(
  caseRoutes,
  receiptRoutes,
  receiptValidationRoutes,
  ratingRoutes,
  recadDocumentRoutes,
)

export default recadRoutes
