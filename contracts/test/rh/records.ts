import { sampleActiveRecord, sampleRecordExtras } from '@censo/fixtures/samples/employment'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import { example, personState, withRecord } from '../support'
import { isoDateTime, rhAnswer } from '../wire'

/** Step 4's records as the pacts store and expect them (the RH pact and the instituidor's writes). */

export const SERVIDOR = 9_100_011
export const extras = sampleRecordExtras
/** A category-1 record as stored (and as answered, with no instituidor). */
export const active = { servidor_id: SERVIDOR, pf_id: example.pfId, ...sampleActiveRecord }
export const retired = {
  ...active,
  categoria_cod: 2,
  beneficio: {
    tipo: 'aposentadoria' as const,
    regra: 'idade_tempo',
    data_concessao: '2021-06-15',
    paridade_ativos: true,
    extincao: null,
    observacao: null,
  },
}
/** A benefit aid (categories 8 to 10): the aid's type as its rule. */
export const aid = {
  ...active,
  categoria_cod: 8,
  beneficio: {
    ...retired.beneficio,
    tipo: 'auxilio' as const,
    regra: 'auxilio_maternidade',
    paridade_ativos: null,
  },
}
/** A servant on loan (category 5) whose record came without its registration number. */
export const onLoanWithoutMatricula = { ...active, categoria_cod: 5, matricula: '' }

/** Provider state "a logged-in person with a record": these employment records. */
export const withRecords = (records: JsonMap[]) => withRecord({ servidores: records })
export const saved = rhAnswer({
  servidor_id: SERVIDOR,
  data_hora: isoDateTime('2025-05-12T13:15:00Z'),
})

/** The pensioner's record belongs to the instituidor (a person of its own, deceased). */
export const INSTITUIDOR = 910_901
export const pension = {
  ...active,
  pf_id: INSTITUIDOR,
  categoria_cod: 3,
  beneficio: {
    ...retired.beneficio,
    tipo: 'pensao' as const,
    regra: 'pensao',
    paridade_ativos: null,
  },
  pensionistas: [{ pf_id: example.pfId, data_concessao: '2019-08-14' }],
  extras: { ...extras, efetivo_magesterio: false, efetivo_magesterio_superior: false },
}
export const instituidor = {
  pf_id: INSTITUIDOR,
  nome: 'João Batista da Conceição',
  cpf: '74185296355',
  nascimento: '1945-02-10',
  obito: '2019-08-14',
  ppn: '12054378910',
  pf_cpf_valid: true,
}

/** Provider state "a pensioner with an instituidor": the pension record, and him as stored. */
export const withPension = (him: JsonMap = instituidor) =>
  personState('a pensioner with an instituidor', {
    record: { servidores: [pension] },
    instituidor: him,
  })
