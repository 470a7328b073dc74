import type { KyInstance } from 'ky'
import { receiptAnswerSchema } from '../../schemas/recad/receipt'
import { recadCall } from '../call'

/** GET {recad}/v1/validate/{pf_id}/report/ — the address of the receipt PDF of a done case. */
export const getReceipt = (http: KyInstance, pfId: number) =>
  recadCall(http, 'get', `v1/validate/${pfId}/report/`, receiptAnswerSchema)
