import type { MockRoute } from '@/test/fetch'
import { PF_ID } from '@/features/wizard/test-wire'

/** Step 4's calls in the wizard's component tests (test-support.ts finds this file). */

export const SERVIDORES = `/rh/v1/servidor/pessoa/${PF_ID}/`
export const RH_EXCHANGE = '/rh/v1/servidor/exchange/'
export const CARGOS = '/governanca/v1/cargo/'
export const LOTACOES = '/governanca/v1/lotacao/'

const rh = (payload: unknown) => ({ data: { RhAPI: payload } })
const governanca = (payload: unknown) => ({ data: { GovernancaAPI: payload } })

/** An active servant's record, valid as loaded: step 4 is complete by default. */
export const activeRecord = {
  servidor_id: 10011,
  pf_id: PF_ID,
  matricula: '0123456',
  categoria_cod: 1,
  data_movimento: '1994-03-01',
  lotacao: { lotacao_id: 101, cargo_id: 102, data_ingresso: '1994-03-01' },
  beneficio: null,
  pensionistas: [],
  extras: {
    exposto_agentes_nocivos: false,
    data_exposto_agentes_nocivos: null,
    efetivo_magesterio: null,
    efetivo_magesterio_superior: null,
    data_abono_permanencia: null,
  },
  instituidor: null,
}

/** A record as a test writes it: the ids the list answers, and whatever else the test needs. */
export type TestRecord = { servidor_id: number; categoria_cod: number; pf_id: number } & Record<
  string,
  unknown
>

/** The records answer `records` (ids, then the exchange). */
export const recordRoutes = (records: readonly TestRecord[]): MockRoute[] => [
  {
    path: SERVIDORES,
    body: rh(
      records.map(({ servidor_id, categoria_cod, pf_id }) => ({
        servidor_id,
        categoria_cod,
        pf_id,
      })),
    ),
  },
  { method: 'POST', path: RH_EXCHANGE, body: rh(records) },
]

export const routes: MockRoute[] = [
  ...recordRoutes([activeRecord]),
  {
    path: CARGOS,
    body: governanca([
      { cargo_id: 102, cargo: 'Agente Administrativo' },
      { cargo_id: 103, cargo: 'Professor(a) de Educação Básica' },
    ]),
  },
  {
    path: LOTACOES,
    body: governanca([
      { lotacao_id: 101, lotacao: 'Secretaria de Educação – Escola Municipal de Recife' },
    ]),
  },
]
