import { uuidFor } from '@censo/fixtures'
import * as z from 'zod/mini'
import { stateParams, withRecord, type StateSetup } from '../state-context'

/** The instituidor of the state's pension record: a stored person of its own (deceased). */
const instituidorParamsSchema = z.object({
  instituidor: z.object({
    pf_id: z.number(),
    nome: z.string(),
    cpf: z.string(),
    nascimento: z.string(),
    obito: z.string(),
    ppn: z.string(),
    pf_cpf_valid: z.boolean(),
  }),
})

export const states: Record<string, StateSetup> = {
  'a pensioner with an instituidor': async (app, params) => {
    const { instituidor } = z.parse(instituidorParamsSchema, params)
    const { oid, oeid } = stateParams(params)
    await withRecord(app, params)
    await app.store.update((data) => {
      data.persons = data.persons.filter(
        (person) => person.pf_id !== instituidor.pf_id && person.cpf !== instituidor.cpf,
      )
      const { ppn, ...person } = instituidor
      data.persons.push({
        ...person,
        uuid: uuidFor(person.pf_id),
        sexo: 'm6rj36',
        entity: 'recife',
        oid,
        oeid,
        foto: false,
        emails: [],
        phones: [],
        categorias: [],
        dependants: [],
        documentos: { ppn: { pf_ppn: ppn, pf_ppn_emissao: null } },
      })
    })
  },
}
