import type { KyInstance } from 'ky'
import * as s from '../../schemas/governanca/lookups'
import { governancaCall } from '../call'

/** GET {governanca}/v1/cargo/ — the job titles of the person's entity. */
export const listCargos = (http: KyInstance) =>
  governancaCall(http, 'get', 'v1/cargo/', s.cargosAnswerSchema)

/** GET {governanca}/v1/lotacao/ — the units of the person's entity. */
export const listLotacoes = (http: KyInstance) =>
  governancaCall(http, 'get', 'v1/lotacao/', s.lotacoesAnswerSchema)
