/** The recad API's envelope, and the case status it answers (GET higienize-segurado). */

export const recad = (payload: unknown) => ({ data: { RecadAPI: payload } })

/** A case in `status`, with no message, technician, date or hash unless `fields` gives them. */
export const caseStatus = (status: string, fields: object = {}) =>
  recad({ status, uupfid: null, message: null, data_hora: null, validation_hash: null, ...fields })
