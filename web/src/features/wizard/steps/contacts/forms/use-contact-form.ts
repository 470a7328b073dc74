import type { ContactSection } from '@censo/contracts'
import { onlineManager } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { CONTACT_WRITES, useAddContact, type ContactBodies } from '../api/contacts'
import { contactsTexts } from '../texts'
import { contactDraftKey, SECTION_FEEDBACK } from './contact-form-frame'

interface ContactForm<S extends ContactSection, Values> {
  section: S
  initial: Values
  toBody: (values: Values) => ContactBodies[S] | null
  /** Whether SALVAR is enabled for these values. */
  canSave: (values: Values) => boolean
  /**
   * After the save: the section closes its form. `queued`: offline, the save waits on the device
   * and goes once the connection returns (docs/decisions/028).
   */
  onSaved: (queued: boolean) => void
}

/**
 * The add form of a step-2 section, its draft (docs/decisions/021) and the props of its
 * `ContactFormFrame`. SALVAR writes, then the list reloads and the form closes. Offline the save
 * is kept on the device and the form closes at once, its item marked as waiting (ADR 028). A
 * server failure or a lost answer keeps the form and what was typed while the save is tried
 * again by itself; a refusal shows the section's toast and stops loading, and what was typed
 * stays to be corrected (ADR 028 departs from spec §8's re-initialised fields).
 */
export function useContactForm<S extends ContactSection, Values>(options: ContactForm<S, Values>) {
  const { pfId } = useWizard()
  const add = useAddContact(options.section)
  const dismiss = useDismissSave()
  const feedback = SECTION_FEEDBACK[options.section]
  const form = useAppForm({
    defaultValues: options.initial,
    onSubmit: async ({ value }) => {
      const body = options.toBody(value)
      if (body === null) return
      const label = `${contactsTexts.sections[options.section]}: ${CONTACT_WRITES[options.section].labelOf(body)}`
      const variables = saveVariables(pfId, body, label, {
        draft: contactDraftKey(options.section),
        restored: draft.restored,
      })
      if (!onlineManager.isOnline()) {
        add.mutate(variables)
        draft.clear()
        options.onSaved(true)
        return
      }
      // What is sent is written first: if the session ends on the way (401, 403), it waits.
      draft.canSend()
      try {
        await add.mutateAsync(variables)
        draft.clear()
        if (feedback.saved) toast.show(feedback.saved)
        options.onSaved(false)
      } catch (error) {
        // A refusal: the spec's toast, and what was typed stays for her to correct (ADR 028); no
        // mark stays in the list for it.
        console.warn(`wizard: ${options.section} save failed`, error)
        dismiss(variables)
        // Its draft went when the save was made: what is on screen is kept again.
        draft.canSend()
        toast.error(feedback.failure)
      }
    },
  })
  const draft = useDraft(form, { key: contactDraftKey(options.section) })
  const canSave = useStore(form.store, (state) => options.canSave(state.values))
  // Tried again after a server failure or a lost answer: the form says so while it waits.
  const retrying = add.isPending && add.failureCount > 0
  const frame = { form, canSave, draft, retrying }
  return { form, frame }
}
