import type { KyInstance } from 'ky'
import { exchangeAnswerSchema, type ExchangeRequest } from '../schemas/exchange'

/** POST {social}/v1/pessoa-fisica/exchange/ — persons by field list, keyed by pf_id. */
export async function exchangePersons(http: KyInstance, body: Omit<ExchangeRequest, 'device'>) {
  const answer = await http
    .post('v1/pessoa-fisica/exchange/', { json: body })
    .json(exchangeAnswerSchema)
  return answer.data.SocialAPI
}
