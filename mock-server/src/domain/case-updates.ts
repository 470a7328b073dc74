import type { SeedCase, SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import { HttpProblem } from '../http-problem'
import { updatePerson } from './person-write'

export interface CaseUpdate {
  person: SeedPerson
  record: SeedCase
}

/**
 * Applies one transition of the case state machine to a stored person inside a single db
 * update, so the check and the write cannot interleave with another request. 404 without the
 * person; the transition itself throws 409 when illegal (and nothing is written).
 */
export async function updateCase(
  app: FastifyInstance,
  pfId: number,
  transition: (record: SeedCase | undefined) => SeedCase,
): Promise<CaseUpdate> {
  const update = await updatePerson(app, pfId, (person) => {
    const record = transition(person.case)
    person.case = record
    return { person, record }
  })
  if (!update) throw new HttpProblem(404)
  return update
}
