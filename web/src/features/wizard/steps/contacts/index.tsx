import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { stepCompleteness } from '@/features/wizard/wizard-context'
import {
  addressesQueryOptions,
  emailsQueryOptions,
  networksQueryOptions,
  contactSaves,
  phonesQueryOptions,
} from './api/contacts'
import { ContactsStep } from './components/contacts-step'
import { useContactsStatus } from './use-contacts-status'
import { contactsTexts } from './texts'

/** Step 2 is complete when every section the entity requires has an item (spec §4). */
const useContactsComplete = () => useContactsStatus().stepComplete

export const contactsStep: WizardStep = {
  title: contactsTexts.title,
  Body: ContactsStep,
  Completeness: stepCompleteness(useContactsComplete, WIZARD_TIMING.form),
  prefetch: (pfId) => [
    (client) => client.prefetchQuery(phonesQueryOptions(pfId)),
    (client) => client.prefetchQuery(emailsQueryOptions(pfId)),
    (client) => client.prefetchQuery(addressesQueryOptions(pfId)),
    (client) => client.prefetchQuery(networksQueryOptions(pfId)),
  ],
  saves: contactSaves,
}
