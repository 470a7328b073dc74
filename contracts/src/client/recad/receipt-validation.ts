import type { KyInstance } from 'ky'
import { receiptValidationAnswerSchema } from '../../schemas/recad/receipt-validation'
import { recadCall } from '../call'

/**
 * GET {recad}/v1/validate/receipt/{protocol}/ — public: the receipt's facts when it is authentic;
 * 404 (HTTPError) when no consolidated case has this protocol, 406 when it is malformed, 429
 * when this client asked too often.
 */
export const validateReceipt = (http: KyInstance, protocol: string) =>
  recadCall(
    http,
    'get',
    `v1/validate/receipt/${encodeURIComponent(protocol)}/`,
    receiptValidationAnswerSchema,
  )
