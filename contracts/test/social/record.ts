import type { PactV4 } from '@pact-foundation/pact'
import { sampleCourse, sampleDocuments } from '@censo/fixtures/samples/documents'
import { example, given, withRecord } from '../support'
import { isoDateTime, sends, socialAnswer } from '../wire'

/** What the wizard's interactions (profile, documents) share: the person with a record. */

export const author = { pf_id: 901, nome: 'Carlos Alberto Nunes' }
const stampedAt = '2024-09-18T10:42:00-03:00'
/** The record's identity and degree: the fixtures' samples. */
export const rg = sampleDocuments.rg
export const course = sampleCourse

/** What the provider stores for "the person with a record" (written exactly, ADR 004). */
export const record = {
  nome_pai: 'Severino da Silva',
  nome_mae: 'Luzia da Silva',
  sexo: 'f6rj36',
  genero: '1',
  estado_civil: 'a1s8lt',
  escolaridade: 'e4mdcp',
  etnia: '3',
  pne: { pf_pne: 'fisica', pf_pne_grau: 'LEVE', pf_pne_data: '2015-06-01' },
  documentos: { rg },
  cursos: [course],
  document_info: {
    perfil: { uupfid: author.pf_id, data_hora: stampedAt },
    rg: { uupfid: author.pf_id, data_hora: stampedAt },
  },
}
/** Provider state "a logged-in person with a record": this record, and its author. */
export const withWizardRecord = withRecord(record, { author })

/** A read of the wizard through the exchange, of the person with a record. */
export function wizardExchange(pact: PactV4, description: string, pfId: number, options: object) {
  return given(pact, withWizardRecord)
    .uponReceiving(description)
    .withRequest('POST', '/v1/pessoa-fisica/exchange/', sends({ pf_ids: [pfId], options }))
}

/** `document_info` of the record as the exchange answers it. */
export const documentInfo = {
  perfil: { uupfid: author.pf_id, data_hora: isoDateTime(stampedAt) },
  rg: { uupfid: author.pf_id, data_hora: isoDateTime(stampedAt) },
}

/** Answer of every profile and document write. */
export const saved = socialAnswer({
  pf_id: example.pfId,
  data_hora: isoDateTime('2026-03-02T12:05:00.000Z'),
})
