import { recad } from './envelopes'

/** The case status the recad API answers (GET higienize-segurado): a case in `status`, with no
 * message, technician, date or hash unless `fields` gives them. */
export const caseStatus = (status: string, fields: object = {}) =>
  recad({ status, uupfid: null, message: null, data_hora: null, validation_hash: null, ...fields })
