import type { KyInstance } from 'ky'
import * as profile from '../schemas/profile'
import { AUTHOR_FIELDS } from '../schemas/exchange'
import type * as social from '../schemas/exchange'
import { exchangePersons } from './exchange'

type Body<T> = Omit<T, 'device'>

export interface ReadOptions {
  fields: social.ExchangeField[]
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

/** The fields step 0 reads (spec §3 "Profile"); the photo at width 250 (spec §9). */
export const PROFILE_FIELDS = [
  'nome',
  'nome_social',
  'cpf',
  'nascimento',
  'foto_url',
  ...profile.profileRecordFields,
] as const satisfies readonly social.ExchangeField[]
export const PROFILE_PHOTO = { width: 250, quality: 100 } as const
/** Author block: name and photo of the last editor, photo at width 32 (spec §7, §9). */
export { AUTHOR_FIELDS }
export const AUTHOR_PHOTO = { width: 32, quality: 100 } as const

/** The profile of a person (step 0). */
export const readProfile = (http: KyInstance, pfId: number) =>
  readPerson(http, pfId, { fields: [...PROFILE_FIELDS], foto: PROFILE_PHOTO })

/** Name and small photo of the person who last changed a part of the record (by uupfid). */
export const readAuthor = (http: KyInstance, uupfid: number) =>
  readPerson(http, uupfid, { fields: [...AUTHOR_FIELDS], foto: AUTHOR_PHOTO })

/** PATCH {social}/v1/pessoa-fisica/perfil/{pf_id}/ */
export async function patchProfile(
  http: KyInstance,
  pfId: number,
  body: Body<profile.ProfilePatchRequest>,
) {
  const answer = await http
    .patch(`v1/pessoa-fisica/perfil/${pfId}/`, { json: body })
    .json(profile.savedAnswerSchema)
  return answer.data.SocialAPI
}

/** PUT {social}/v1/pessoa-fisica/pne/{pf_id}/ */
export async function putDisability(
  http: KyInstance,
  pfId: number,
  body: Body<profile.PneRequest>,
) {
  const answer = await http
    .put(`v1/pessoa-fisica/pne/${pfId}/`, { json: body })
    .json(profile.savedAnswerSchema)
  return answer.data.SocialAPI
}

/** PUT {social}/v1/pessoa-fisica/raca-cor/{pf_id}/ */
export async function putEthnicity(
  http: KyInstance,
  pfId: number,
  body: Body<profile.RacaCorRequest>,
) {
  const answer = await http
    .put(`v1/pessoa-fisica/raca-cor/${pfId}/`, { json: body })
    .json(profile.savedAnswerSchema)
  return answer.data.SocialAPI
}
