import type { ExchangeField, ExchangePerson } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import { dependantsReaders } from './dependants'
import { documentsReaders } from './documents'
import { personReaders } from './person'
import { profileReaders } from './profile'
import type { ReadContext, Readers } from './reader'

/**
 * The person record as the social exchange reads it, one reader per field, merged from each
 * record part's module. Typed complete: a field the contract adds without a reader fails to
 * compile here. A new wizard step adds its module under record/ and one line below.
 */
const readers: Readers<ExchangeField> = {
  ...personReaders,
  ...profileReaders,
  ...documentsReaders,
  ...dependantsReaders,
}

/** One exchange entry with exactly the fields asked for. */
export function exchangeEntry(
  person: SeedPerson,
  fields: readonly ExchangeField[],
  context: ReadContext,
): ExchangePerson {
  const entry: ExchangePerson = { pf_id: person.pf_id }
  for (const field of fields) Object.assign(entry, { [field]: readers[field](person, context) })
  return entry
}
