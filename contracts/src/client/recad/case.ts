import type { KyInstance } from 'ky'
import * as s from '../../schemas/recad/case'
import { recadCall, write, type Body } from '../call'

/** POST {recad}/v1/higienize-segurado/ — sends the case for checking (none or released → locked). */
export const finalizeCase = (http: KyInstance, pfId: number) =>
  write(http, 'post', 'v1/higienize-segurado/', {
    pf_id: pfId,
    status: 'locked',
  } satisfies Body<typeof s.finalizeRequestSchema>)

/** The case status's path under {recad}; `pfId` may be a placeholder the caller fills in. */
export const caseStatusPath = (pfId: number | string) => `v1/higienize-segurado/${pfId}/`

/** GET {recad}/v1/higienize-segurado/{pf_id}/ — a 404 (HTTPError) means no case yet. */
export const getCaseStatus = (http: KyInstance, pfId: number) =>
  recadCall(http, 'get', caseStatusPath(pfId), s.caseStatusAnswerSchema)
