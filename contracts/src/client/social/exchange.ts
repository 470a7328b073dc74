import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/exchange'
import { socialCall, type Body } from '../call'

/** POST {social}/v1/pessoa-fisica/exchange/ — persons by field list, keyed by pf_id. */
export const exchangePersons = (http: KyInstance, body: Body<typeof s.exchangeRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/exchange/', s.exchangeAnswerSchema, body)

export interface ReadOptions {
  fields: s.ExchangeField[]
  foto?: { width: number; quality: number }
}

/**
 * One person of the record through the social exchange, by field list (ADR 010). The answer is
 * keyed by pf_id; a missing entry is a 404 on the provider, so it is an error here too.
 */
export async function readPerson(http: KyInstance, pfId: number, options: ReadOptions) {
  const persons = await exchangePersons(http, { pf_ids: [pfId], options })
  const person = persons[String(pfId)]
  if (!person) throw new Error(`exchange: no entry for pf_id ${pfId}`)
  return person
}
