import type { ExchangeField, ExchangePerson } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { FotoOptions, PhotoSigner } from '../persons'

/** What a read needs besides the stored person: the mock's public base, the photo's size, the db. */
export interface ReadContext {
  base: string
  foto?: FotoOptions
  /** Signs the photo addresses the read hands out (only to whoever may read the person). */
  signPhoto: PhotoSigner
  /** Another stored person (a dependant's card). */
  findPerson: (pfId: number) => SeedPerson | undefined
}

/** Reads one exchange field of a stored person (census-wizard §3). */
export type Reader<Field extends ExchangeField> = (
  person: SeedPerson,
  context: ReadContext,
) => ExchangePerson[Field]

/** One reader per field of a record part; `satisfies Readers<'a' | 'b'>` keeps a part complete. */
export type Readers<Field extends ExchangeField> = { [Name in Field]: Reader<Name> }
