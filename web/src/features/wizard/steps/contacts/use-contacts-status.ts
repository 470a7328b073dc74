import type { ContactSection } from '@censo/contracts'
import { useMutationState, useSuspenseQuery } from '@tanstack/react-query'
import { useWizard } from '@/features/wizard/wizard-context'
import {
  addressesQueryOptions,
  emailsQueryOptions,
  networksQueryOptions,
  contactSaveKind,
  phonesQueryOptions,
  type ContactLists,
} from './api/contacts'
import { isContactsStepComplete } from './rules'

/** Step 2 from the saved lists: the items, the sections the entity requires, completeness. */
export function useContactsStatus() {
  const { pfId, entity } = useWizard()
  const { data: phones } = useSuspenseQuery(phonesQueryOptions(pfId))
  const { data: emails } = useSuspenseQuery(emailsQueryOptions(pfId))
  const { data: addresses } = useSuspenseQuery(addressesQueryOptions(pfId))
  const { data: networks } = useSuspenseQuery(networksQueryOptions(pfId))
  const mandatory = entity?.requisitos.contatos ?? []
  const lists: ContactLists = {
    telefones: phones,
    emails,
    enderecos: addresses,
    redes_social: networks,
  }
  // Saves not yet sent count as made (docs/decisions/028).
  const change = useWaitingChanges(pfId)
  const counts = {
    telefones: phones.length + change('telefones'),
    emails: emails.length + change('emails'),
    enderecos: addresses.length + change('enderecos'),
    redes_social: networks.length + change('redes_social'),
  }
  return { lists, mandatory, stepComplete: isContactsStepComplete(mandatory, counts) }
}

/** The kind of a save from its mutation key (saveKey), '' for any other mutation. */
function kindOf(key: readonly unknown[] | undefined): string {
  const kind = key?.[2]
  return typeof kind === 'string' ? kind : ''
}

/** By section: the adds not yet sent, less the removals not yet sent. */
function useWaitingChanges(pfId: number): (section: ContactSection) => number {
  const kinds = useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) =>
        kindOf(mutation.options.mutationKey).startsWith('contatos:') &&
        Reflect.get(Object(mutation.state.variables), 'pfId') === pfId,
    },
    select: (mutation) => kindOf(mutation.options.mutationKey),
  })
  return (section) =>
    kinds.filter((kind) => kind === contactSaveKind(section, 'add')).length -
    kinds.filter((kind) => kind === contactSaveKind(section, 'remove')).length
}
