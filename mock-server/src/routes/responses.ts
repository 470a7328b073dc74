import { errorBodySchema } from '@censo/contracts'

type ErrorResponses<Codes extends readonly number[]> = {
  [K in Codes[number]]: typeof errorBodySchema
}

/** Response schemas for error statuses: all share the contract's error body. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): ErrorResponses<Codes> {
  const responses: Partial<Record<number, typeof errorBodySchema>> = {}
  for (const code of codes) responses[code] = errorBodySchema
  if (!isComplete(responses, codes)) throw new Error('unreachable')
  return responses
}

function isComplete<Codes extends readonly number[]>(
  responses: object,
  codes: Codes,
): responses is ErrorResponses<Codes> {
  return codes.every((code) => code in responses)
}

/** Statuses any protocol write can answer (validation, token, ownership, checksum, crash). */
export const WRITE_ERRORS = [400, 401, 403, 404, 406, 412, 500] as const
export const READ_ERRORS = [400, 401, 403, 404, 406, 500] as const
/** Person-scoped writes also answer 405 while the person's case is locked or done. */
export const PERSON_WRITE_ERRORS = [...WRITE_ERRORS, 405] as const
