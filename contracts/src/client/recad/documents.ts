import type { KyInstance } from 'ky'
import * as s from '../../schemas/recad/documents'
import { recadCall, write, type Body } from '../call'

/** GET {recad}/v1/servidor/document/{pf_id}/all/ — the case-specific lists (i0k6d5 … cnis). */
export const readRecadDocuments = (http: KyInstance, pfId: number) =>
  recadCall(http, 'get', `v1/servidor/document/${pfId}/all/`, s.recadDocumentsAnswerSchema)

/** PUT {recad}/v1/servidor/document/change/ — attach or detach for i0k6d5, er0zqc, ebdf70, d06f17. */
export const changeRecadDocument = (
  http: KyInstance,
  body: Body<typeof s.recadDocumentChangeRequestSchema>,
) => write(http, 'put', 'v1/servidor/document/change/', body)
