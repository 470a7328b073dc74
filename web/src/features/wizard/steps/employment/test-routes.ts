import type { EmploymentRecord } from '@censo/contracts/schemas/rh/employment'
import { sampleActiveRecord, sampleRecordExtras } from '@censo/fixtures/samples/employment'
import type { MockRoute } from '@/test/fetch'
import { PF_ID } from '@/features/wizard/test-wire'
import { governanca, rh } from '@/test/envelopes'

/** Step 4's calls in the wizard's component tests (test-support.ts finds this file). */

export const SERVIDORES = `/rh/v1/servidor/pessoa/${PF_ID}/`
export const RH_EXCHANGE = '/rh/v1/servidor/exchange/'
export const CARGOS = '/governanca/v1/cargo/'
export const LOTACOES = '/governanca/v1/lotacao/'

/** The extras of a record as the seed stores them. */
export const recordExtras = sampleRecordExtras

/** An active servant's record, valid as loaded: step 4 is complete by default. */
export const activeRecord: EmploymentRecord = {
  servidor_id: 10011,
  pf_id: PF_ID,
  ...sampleActiveRecord,
  instituidor: null,
}

/** A retiree's record (category 2): its benefit. */
export const retiredRecord: EmploymentRecord = {
  ...activeRecord,
  servidor_id: 10012,
  categoria_cod: 2,
  beneficio: {
    tipo: 'aposentadoria',
    regra: 'idade_tempo',
    data_concessao: '2021-06-15',
    paridade_ativos: true,
    extincao: null,
    observacao: null,
  },
}

/** A pension (category 3): the instituidor's record, his CPF not validated. */
export const pensionRecord: EmploymentRecord = {
  ...activeRecord,
  servidor_id: 10013,
  pf_id: 9042,
  categoria_cod: 3,
  beneficio: {
    tipo: 'pensao',
    regra: 'pensao',
    data_concessao: '2021-06-15',
    paridade_ativos: null,
    extincao: null,
    observacao: null,
  },
  pensionistas: [{ pf_id: PF_ID, data_concessao: '2019-08-14' }],
  extras: { ...recordExtras, efetivo_magesterio: false, efetivo_magesterio_superior: false },
  instituidor: {
    nome: 'Raimundo Nonato Moura',
    cpf: '91037465504',
    nascimento: '1950-01-01',
    obito: '2019-08-14',
    ppn: null,
    pf_cpf_valid: false,
    cpf_loaded: '91037465504',
  },
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
