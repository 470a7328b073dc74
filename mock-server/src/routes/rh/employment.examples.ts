import { sampleRecordExtras } from '@censo/fixtures/samples/employment'
import type { WriteExample } from '../write-example'

/** 1001 (category 1) holds record 10011; 1002's record 10021 is someone else's. */
const own = 10011
const foreign = 10021
const path = '/rh'

/** A PUT universal body (the tests change its registration number and category). */
export const universalRequest = (matricula = '0123456', categoria_cod = 1) => ({
  matricula,
  categoria_cod,
  data_movimento: '1994-03-01',
})

/** A PUT extras body; data_abono_permanencia is for category 1 only. */
export const extrasRequest = (servidorId: number, pfId: number, abono: string | null = null) => ({
  servidor_id: servidorId,
  pf_id: pfId,
  pf_id_pensionista: null,
  ...sampleRecordExtras,
  data_abono_permanencia: abono,
})

export const examples: WriteExample[] = [
  {
    url: `${path}/v1/servidor/exchange/`,
    body: { servidor_ids: [own] },
    auth: 'person',
    ok: 200,
    foreign: { servidor_ids: [foreign] },
  },
  {
    url: `${path}/v1/servidor/`,
    body: { pf_id: 1001, matricula: '7654321', categoria_cod: 1, data_movimento: '2015-08-03' },
    auth: 'person',
    ok: 200,
    foreign: { pf_id: 1002, matricula: '7654321', categoria_cod: 1, data_movimento: '2015-08-03' },
  },
  {
    method: 'PUT',
    url: `${path}/v1/servidor/${own}/universal/`,
    body: universalRequest(),
    auth: 'person',
    ok: 200,
    foreignUrl: `${path}/v1/servidor/${foreign}/universal/`,
  },
  {
    method: 'PUT',
    url: `${path}/v1/servidor/${own}/lotacao/`,
    body: { lotacao_id: 101, cargo_id: 102, data_ingresso: '1994-03-01' },
    auth: 'person',
    ok: 200,
    foreignUrl: `${path}/v1/servidor/${foreign}/lotacao/`,
  },
  {
    method: 'PUT',
    url: `${path}/v2/servidor/extras/${own}/`,
    body: extrasRequest(own, 1001, '2020-01-15'),
    auth: 'person',
    ok: 200,
    // Sent only for category 1 (§7).
    optional: ['data_abono_permanencia'],
    foreignUrl: `${path}/v2/servidor/extras/${foreign}/`,
  },
  {
    method: 'PUT',
    url: `${path}/v1/servidor/${own}/beneficio/universal/`,
    body: {
      tipo: 'aposentadoria',
      regra: 'idade',
      data_concessao: '2020-01-01',
      paridade_ativos: true,
      extincao: null,
      observacao: null,
    },
    auth: 'person',
    // Category 1 has no benefit: a well-formed write the record refuses.
    ok: 405,
    foreignUrl: `${path}/v1/servidor/${foreign}/beneficio/universal/`,
  },
]
