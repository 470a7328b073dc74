import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/dependants'
import { socialCall, write, type Body } from '../call'
import { readPerson } from './exchange'

/** The person's dependants (step 3's cards), through the exchange's `dependentes` field. */
export const listDependants = async (http: KyInstance, pfId: number) =>
  (await readPerson(http, pfId, { fields: ['dependentes'] })).dependentes ?? []

/** POST {social}/v1/pessoa-fisica/inserir/ — the dependant as a person; answers its pf_id. */
export const insertDependant = (
  http: KyInstance,
  body: Body<typeof s.insertDependantRequestSchema>,
) => socialCall(http, 'post', 'v1/pessoa-fisica/inserir/', s.insertDependantAnswerSchema, body)

/** POST {social}/v1/pessoa-fisica/familia/ — the family link (pf_id declares ref_id). */
export const linkFamily = (http: KyInstance, body: Body<typeof s.familyLinkRequestSchema>) =>
  write(http, 'post', 'v1/pessoa-fisica/familia/', body)

/** DELETE {social}/v1/pessoa-fisica/familia/{pf_id}/{dependent_id}/ — body clas and device. */
export const unlinkFamily = (http: KyInstance, pfId: number, dependantId: number, clas: string) =>
  write(http, 'delete', `v1/pessoa-fisica/familia/${pfId}/${dependantId}/`, { clas })

/** POST {social}/v1/pessoa-fisica/dep-extras/ — start, end and the spec's defaults. */
export const saveDependantExtras = (
  http: KyInstance,
  body: Body<typeof s.dependantExtrasRequestSchema>,
) => write(http, 'post', 'v1/pessoa-fisica/dep-extras/', body)
