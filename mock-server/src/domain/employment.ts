import type { EmploymentRecord, Instituidor } from '@censo/contracts/schemas/rh/employment'
import type { SeedEmploymentRecord, SeedPerson } from '@censo/fixtures'
import { HttpProblem } from '../http-problem'
import { nextId } from './ids'
import type { MockDb } from './model'
import { findPerson } from './persons'

/** Step 4's employment records (census-wizard §3, §7): who may touch one, how it reads. */

const recordsOf = (person: SeedPerson) => person.servidores ?? []

/** The person's record by id: 404 when nobody has it, 403 when it is someone else's. */
export function ownRecord(
  data: MockDb,
  self: SeedPerson,
  servidorId: number,
): SeedEmploymentRecord {
  const record = recordsOf(self).find((entry) => entry.servidor_id === servidorId)
  if (record) return record
  const anyone = data.persons.some((person) =>
    recordsOf(person).some((entry) => entry.servidor_id === servidorId),
  )
  throw new HttpProblem(anyone ? 403 : 404)
}

/**
 * The instituidor of a pension record, read from its stored person (§3 instituidor); none when
 * the record's pf_id is its owner's own (a pension whose RH record names no instituidor).
 */
function instituidorOf(
  data: MockDb,
  record: SeedEmploymentRecord,
  ownerPfId: number,
): Instituidor | null {
  if (record.categoria_cod !== 3 || record.pf_id === ownerPfId) return null
  const person = findPerson(data, record.pf_id)
  if (!person) return null
  return {
    nome: person.nome,
    cpf: person.cpf,
    nascimento: person.nascimento,
    obito: person.obito ?? null,
    ppn: person.documentos?.ppn?.pf_ppn ?? null,
    pf_cpf_valid: person.pf_cpf_valid,
    cpf_loaded: person.cpf,
  }
}

/** A record of the person `ownerPfId` as the RH exchange answers it. */
export const exchangeRecord = (
  data: MockDb,
  record: SeedEmploymentRecord,
  ownerPfId: number,
): EmploymentRecord => ({
  ...record,
  instituidor: instituidorOf(data, record, ownerPfId),
})

/** A new servidor_id, unique across every person's records. */
export const nextServidorId = (data: MockDb): number =>
  nextId(data.persons.flatMap((person) => recordsOf(person).map((record) => record.servidor_id)))
