import type { Dependant } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { Readers } from './reader'

/** Whether `dependant` is linked to `holder` (family link or extras): then step 3 lists it. */
export const isDependantOf = (dependant: SeedPerson, holder: SeedPerson): boolean =>
  dependant.dependency?.holder_pf_id === holder.pf_id

/** Step 3's list: the linked dependants the person registered, as their cards show them. */
export const dependantsReaders = {
  dependentes: (person, { findPerson }) =>
    person.dependants
      .map((pfId) => findPerson(pfId))
      .filter(
        (dependant): dependant is SeedPerson => !!dependant && isDependantOf(dependant, person),
      )
      .map((dependant): Dependant => ({
        pf_id: dependant.pf_id,
        cpf: dependant.cpf,
        nome: dependant.nome,
        nascimento: dependant.nascimento,
        parentesco: dependant.dependency?.parentesco ?? null,
      })),
} satisfies Readers<'dependentes'>
