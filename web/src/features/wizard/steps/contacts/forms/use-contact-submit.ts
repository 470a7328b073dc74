import type { ContactSection } from '@censo/contracts'
import { toast } from '@/components/ui/toast'
import type { Draft } from '@/features/wizard/drafts/use-draft'
import { useWizard } from '@/features/wizard/wizard-context'
import { useAddContact, type ContactWrites } from '../api/contacts'
import type { SectionFeedback } from '../components/contact-section'

interface ContactSubmit<Values, Body> {
  section: ContactSection
  writes: ContactWrites<Body>
  feedback: SectionFeedback & { saved?: string }
  initial: Values
  toBody: (values: Values) => Body | null
  /** After the list has reloaded: the section closes its form. */
  onSaved: () => void
}

interface SubmitProps<Values> {
  value: Values
  formApi: { reset: (values: Values) => void }
}

/**
 * SALVAR of a section's form (offline: nothing sent, the draft kept): the write, then the list reloads and the form closes; a failure
 * shows the section's toast, stops loading and re-initialises the fields (spec §8).
 */
export function useContactSubmit<Values, Body>(options: ContactSubmit<Values, Body>) {
  const { pfId } = useWizard()
  const add = useAddContact(options.section, pfId, options.writes)
  return async ({ value, formApi }: SubmitProps<Values>, draft: Draft) => {
    const body = options.toBody(value)
    if (body === null) return
    if (!draft.canSend()) return
    try {
      await add.mutateAsync(body)
      draft.clear()
      if (options.feedback.saved) toast.show(options.feedback.saved)
      options.onSaved()
    } catch (error) {
      console.warn(`wizard: ${options.section} save failed`, error)
      toast.error(options.feedback.failure)
      // A lost connection keeps what was typed (docs/decisions/021); else spec §8 re-initialises.
      if (!draft.keepsTyping(error)) formApi.reset(options.initial)
    }
  }
}
