import { useSuspenseQuery } from '@tanstack/react-query'
import { useWizard } from '@/features/wizard/wizard-context'
import {
  addressesQueryOptions,
  emailsQueryOptions,
  networksQueryOptions,
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
  const counts = {
    telefones: phones.length,
    emails: emails.length,
    enderecos: addresses.length,
    redes_social: networks.length,
  }
  return { lists, mandatory, stepComplete: isContactsStepComplete(mandatory, counts) }
}
