import type { RecordPart } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import { HttpProblem } from '../http-problem'
import { nowIso } from './clock'
import type { MockDb } from './model'
import { findPerson, newPerson, nextPfId, ownsRecord, type PersonIdentity } from './persons'

/**
 * How every route that changes a part of a person record writes: who may (the person, on their
 * own record or a dependant's), one db update, the author's stamp, the saved answer.
 */

/** 403 for a record that is neither the person's nor a dependant's (ownsRecord). */
export function assertWritable(self: SeedPerson, pfId: number): void {
  if (!ownsRecord(self, pfId)) throw new HttpProblem(403)
}

/** The stored record the person may write; 403 as above, 404 for an unknown pf_id. */
export function writableRecord(app: FastifyInstance, self: SeedPerson, pfId: number): SeedPerson {
  assertWritable(self, pfId)
  const person = findPerson(app.store.data, pfId)
  if (!person) throw new HttpProblem(404)
  return person
}

/**
 * Stores a new person (`newPerson`) under the next free pf_id, in one db update with what else
 * `alongside` changes; answers the pf_id.
 */
export async function insertPerson(
  app: FastifyInstance,
  identity: Omit<PersonIdentity, 'pf_id'>,
  alongside?: (data: MockDb, pfId: number) => void,
): Promise<number> {
  let pfId = 0
  await app.store.update((data) => {
    pfId = nextPfId(data)
    data.persons.push(newPerson({ pf_id: pfId, ...identity }))
    alongside?.(data, pfId)
  })
  return pfId
}

/** Records that a person changed a part of a record now (the author block reads this). */
export function stamp(target: SeedPerson, part: RecordPart, author: number, at: string): void {
  target.document_info = { ...target.document_info, [part]: { uupfid: author, data_hora: at } }
}

/**
 * Changes a stored person inside one db update, so that what the change reads and what it writes
 * cannot interleave with another request; answers what the change returns, or undefined when
 * no person has that pf_id (nothing is written then).
 */
export async function updatePerson<Result>(
  app: FastifyInstance,
  pfId: number,
  change: (person: SeedPerson, data: MockDb) => Result,
): Promise<Result | undefined> {
  const outcome: { result?: Result } = {}
  await app.store.update((data) => {
    const person = findPerson(data, pfId)
    if (person) outcome.result = change(person, data)
  })
  return outcome.result
}

/**
 * Changes a part of the record in one db update (`updatePerson`) and stamps it with its author;
 * answers the time it was saved. The body is checked before: nothing here refuses.
 */
export async function writeRecordPart(
  app: FastifyInstance,
  self: SeedPerson,
  pfId: number,
  part: RecordPart,
  change: (person: SeedPerson, data: MockDb) => void,
): Promise<string> {
  const at = nowIso(app)
  await updatePerson(app, pfId, (person, data) => {
    change(person, data)
    stamp(person, part, self.pf_id, at)
  })
  return at
}

/** The answer of a saved part (census-wizard §7): whose record, and when. */
export function savedAnswer(pfId: number, at: string) {
  return { data: { SocialAPI: { pf_id: pfId, data_hora: at } } }
}
