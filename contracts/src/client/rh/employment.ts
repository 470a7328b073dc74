import type { KyInstance } from 'ky'
import * as s from '../../schemas/rh/employment'
import { rhCall, socialCall, write, type Body } from '../call'

/** GET {rh}/v1/servidor/pessoa/{pf_id}/ — the person's records: ids and categories. */
export const listServidores = (http: KyInstance, pfId: number) =>
  rhCall(http, 'get', `v1/servidor/pessoa/${pfId}/`, s.servidorRefsAnswerSchema)

/** POST {rh}/v1/servidor/exchange/ — the whole records (the web caches them per session). */
export const exchangeServidores = (http: KyInstance, servidorIds: number[]) =>
  rhCall(http, 'post', 'v1/servidor/exchange/', s.employmentExchangeAnswerSchema, {
    servidor_ids: servidorIds,
  })

/** POST {rh}/v1/servidor/ — answers data.SocialAPI.pf_id (§7). */
export const createServidor = (
  http: KyInstance,
  body: Body<typeof s.createEmploymentRequestSchema>,
) => socialCall(http, 'post', 'v1/servidor/', s.createEmploymentAnswerSchema, body)

/** PUT {rh}/v1/servidor/{servidor_id}/universal/ */
export const putUniversal = (
  http: KyInstance,
  servidorId: number,
  body: Body<typeof s.universalRequestSchema>,
) => write(http, 'put', `v1/servidor/${servidorId}/universal/`, body)

/** PUT {rh}/v1/servidor/{servidor_id}/lotacao/ */
export const putLotacao = (
  http: KyInstance,
  servidorId: number,
  body: Body<typeof s.lotacaoRequestSchema>,
) => write(http, 'put', `v1/servidor/${servidorId}/lotacao/`, body)

/** PUT {rh}/v2/servidor/extras/{servidor_id}/ */
export const putExtras = (http: KyInstance, body: Body<typeof s.extrasRequestSchema>) =>
  write(http, 'put', `v2/servidor/extras/${body.servidor_id}/`, body)

/** GET {rh}/v2/servidor/extras/{servidor_id}/{pf_id}/titular/ */
export const getExtras = (http: KyInstance, servidorId: number, pfId: number) =>
  rhCall(http, 'get', `v2/servidor/extras/${servidorId}/${pfId}/titular/`, s.extrasAnswerSchema)

/** PUT {rh}/v1/servidor/{servidor_id}/beneficio/universal/ */
export const putBenefit = (
  http: KyInstance,
  servidorId: number,
  body: Body<typeof s.benefitRequestSchema>,
) => write(http, 'put', `v1/servidor/${servidorId}/beneficio/universal/`, body)
