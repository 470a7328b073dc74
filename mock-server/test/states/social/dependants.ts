import { uuidFor } from '@censo/fixtures'
import * as z from 'zod/mini'
import { stateParams, withPerson, type StateSetup } from '../state-context'

/** The dependants the state stores for its person, registered and linked (step 3's cards). */
const dependantsParamsSchema = z.object({
  dependants: z.array(
    z.object({
      pf_id: z.number(),
      cpf: z.nullable(z.string()),
      nome: z.string(),
      nascimento: z.string(),
      parentesco: z.string(),
    }),
  ),
})

export const states: Record<string, StateSetup> = {
  'a logged-in person with dependants': async (app, params) => {
    const { dependants } = z.parse(dependantsParamsSchema, params)
    const { pf_id: holderId, oid, oeid } = stateParams(params)
    const ids = dependants.map((dependant) => dependant.pf_id)
    await withPerson(app, params, { dependants: ids })
    await app.store.update((data) => {
      data.persons = data.persons.filter((person) => !ids.includes(person.pf_id))
      for (const { parentesco, ...dependant } of dependants) {
        data.persons.push({
          ...dependant,
          uuid: uuidFor(dependant.pf_id),
          sexo: 'f6rj36',
          entity: 'recife',
          oid,
          oeid,
          pf_cpf_valid: false,
          foto: false,
          emails: [],
          phones: [],
          categorias: [],
          dependants: [],
          dependency: { holder_pf_id: holderId, parentesco },
        })
      }
    })
  },
}
