import type { KyInstance } from 'ky'
import * as recad from '../schemas/recad'

/** POST {recad}/v1/higienize-segurado/ — sends the case for checking (none or released → locked). */
export async function finalizeCase(http: KyInstance, pfId: number) {
  const answer = await http
    .post('v1/higienize-segurado/', { json: { pf_id: pfId, status: 'locked' } })
    .json(recad.finalizeAnswerSchema)
  return answer.data.RecadAPI
}

/** GET {recad}/v1/higienize-segurado/{pf_id}/ — a 404 (HTTPError) means no case yet. */
export async function getCaseStatus(http: KyInstance, pfId: number) {
  const answer = await http.get(`v1/higienize-segurado/${pfId}/`).json(recad.caseStatusAnswerSchema)
  return answer.data.RecadAPI
}

/** GET {recad}/v1/validate/{pf_id}/report/ — the address of the receipt PDF of a done case. */
export async function getReceipt(http: KyInstance, pfId: number) {
  const answer = await http.get(`v1/validate/${pfId}/report/`).json(recad.receiptAnswerSchema)
  return answer.data.RecadAPI
}
