import * as z from 'zod/mini'
import { newPerson, type PersonIdentity } from '../../../../domain/persons'
import { otherPersonShape, stateParams, withRecord, type StateSetup } from '../state-context'

/** The instituidor of the state's pension record: a stored person of its own (deceased). */
const instituidorParamsSchema = z.object({
  instituidor: z.object({
    ...otherPersonShape,
    cpf: z.string(),
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
      const { ppn, obito, pf_cpf_valid, ...person } = instituidor
      const identity: PersonIdentity = { ...person, sexo: 'm6rj36', entity: 'recife', oid, oeid }
      data.persons.push(
        newPerson(identity, {
          obito,
          pf_cpf_valid,
          documentos: { ppn: { pf_ppn: ppn, pf_ppn_emissao: null } },
        }),
      )
    })
  },
}
