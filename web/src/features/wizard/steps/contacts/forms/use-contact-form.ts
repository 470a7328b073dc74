import type { ContactSection } from '@censo/contracts'
import { useStore } from '@tanstack/react-form'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { useWizard } from '@/features/wizard/wizard-context'
import { useAddContact, type ContactWrites } from '../api/contacts'
import { contactDraftKey, SECTION_FEEDBACK } from './contact-form-frame'

interface ContactForm<Values, Body> {
  section: ContactSection
  writes: ContactWrites<Body>
  initial: Values
  toBody: (values: Values) => Body | null
  /** Whether SALVAR is enabled for these values. */
  canSave: (values: Values) => boolean
  /** After the list has reloaded: the section closes its form. */
  onSaved: () => void
}

/**
 * The add form of a step-2 section, its draft (docs/decisions/021) and the props of its
 * `ContactFormFrame`. SALVAR (offline: nothing sent, the draft kept) writes, then the list
 * reloads and the form closes; a failure shows the section's toast, stops loading and
 * re-initialises the fields (spec §8).
 */
export function useContactForm<Values, Body>(options: ContactForm<Values, Body>) {
  const { pfId } = useWizard()
  const add = useAddContact(options.section, pfId, options.writes)
  const feedback = SECTION_FEEDBACK[options.section]
  const form = useAppForm({
    defaultValues: options.initial,
    onSubmit: async ({ value, formApi }) => {
      const body = options.toBody(value)
      if (body === null) return
      if (!draft.canSend()) return
      try {
        await add.mutateAsync(body)
        draft.clear()
        if (feedback.saved) toast.show(feedback.saved)
        options.onSaved()
      } catch (error) {
        console.warn(`wizard: ${options.section} save failed`, error)
        toast.error(feedback.failure)
        // A lost connection keeps what was typed (docs/decisions/021); else spec §8 re-initialises.
        if (!draft.keepsTyping(error)) formApi.reset(options.initial)
      }
    },
  })
  const draft = useDraft(form, { key: contactDraftKey(options.section) })
  const canSave = useStore(form.store, (state) => options.canSave(state.values))
  const frame = { form, canSave, draft }
  return { form, frame }
}
