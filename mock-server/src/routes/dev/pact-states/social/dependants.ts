import * as z from 'zod/mini'
import { newPerson, type PersonIdentity } from '../../../../domain/persons'
import { otherPersonShape, stateParams, withPerson, type StateSetup } from '../state-context'

/** The dependants the state stores for its person, registered and linked (step 3's cards). */
const dependantsParamsSchema = z.object({
  dependants: z.array(
    z.object({ ...otherPersonShape, cpf: z.nullable(z.string()), parentesco: z.string() }),
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
        const identity: PersonIdentity = {
          ...dependant,
          sexo: 'f6rj36',
          entity: 'recife',
          oid,
          oeid,
        }
        data.persons.push(
          newPerson(identity, { dependency: { holder_pf_id: holderId, parentesco } }),
        )
      }
    })
  },
}
