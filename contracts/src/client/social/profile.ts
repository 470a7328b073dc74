import type { KyInstance } from 'ky'
import { AUTHOR_FIELDS, type ExchangeField } from '../../schemas/social/exchange'
import * as s from '../../schemas/social/profile'
import { write, type Body } from '../call'
import { readPerson } from './exchange'

export { readPerson, type ReadOptions } from './exchange'

/** The fields step 0 reads (spec §3 "Profile"); the photo at width 250 (spec §9). */
export const PROFILE_FIELDS = [
  'nome',
  'nome_social',
  'cpf',
  'nascimento',
  'foto_url',
  ...s.profileRecordFields,
] as const satisfies readonly ExchangeField[]
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
export const patchProfile = (
  http: KyInstance,
  pfId: number,
  body: Body<typeof s.profilePatchRequestSchema>,
) => write(http, 'patch', `v1/pessoa-fisica/perfil/${pfId}/`, body)

/** PUT {social}/v1/pessoa-fisica/pne/{pf_id}/ */
export const putDisability = (
  http: KyInstance,
  pfId: number,
  body: Body<typeof s.pneRequestSchema>,
) => write(http, 'put', `v1/pessoa-fisica/pne/${pfId}/`, body)

/** PUT {social}/v1/pessoa-fisica/raca-cor/{pf_id}/ */
export const putEthnicity = (
  http: KyInstance,
  pfId: number,
  body: Body<typeof s.racaCorRequestSchema>,
) => write(http, 'put', `v1/pessoa-fisica/raca-cor/${pfId}/`, body)
