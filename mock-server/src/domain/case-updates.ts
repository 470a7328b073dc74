import type { SeedCase, SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import { findPerson } from './persons'
import { HttpProblem } from '../http-problem'

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
  const result: { update?: CaseUpdate } = {}
  await app.store.update((data) => {
    const person = findPerson(data, pfId)
    if (!person) return
    const record = transition(person.case)
    person.case = record
    result.update = { person, record }
  })
  if (!result.update) throw new HttpProblem(404)
  return result.update
}
