import { useStore } from '@tanstack/react-form'
import { emailAddressSchema } from '@censo/contracts/schemas/social/emails'
import { useAppForm } from '@/components/ui/form'
import * as t from '@/text/pt-BR/wizard'
import { hasErrors, ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { emailWrites } from '../api/contacts'
import { LIST_FEEDBACK } from '../components/contact-section'
import { emailBody, emailErrors, emailRules, emptyEmail, type EmailValues } from '../rules'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { ContactFormFrame, contactDraftKey } from './contact-form-frame'
import { useContactSubmit } from './use-contact-submit'

const text = t.wizard.contacts.email
const EMAIL_MAX_LENGTH = schemaMaxLength(emailAddressSchema)
const rule = (name: keyof EmailValues) => ruleOf(() => emailRules, name)

/** Adds an e-mail: the address and its class, both required. */
export function EmailForm({ onSaved }: { onSaved: () => void }) {
  const onSubmit = useContactSubmit({
    section: 'emails',
    writes: emailWrites,
    feedback: LIST_FEEDBACK,
    initial: emptyEmail,
    toBody: emailBody,
    onSaved,
  })
  const form = useAppForm({
    defaultValues: emptyEmail,
    onSubmit: (props) => onSubmit(props, draft),
  })
  const draft = useDraft(form, { key: contactDraftKey('emails') })
  const canSave = useStore(form.store, (state) => !hasErrors(emailErrors(state.values)))
  const busy = useStore(form.store, (state) => state.isSubmitting)
  return (
    <ContactFormFrame
      submit={() => void form.handleSubmit()}
      canSave={canSave}
      busy={busy}
      draft={draft}
    >
      <form.AppField name="email" validators={rule('email')}>
        {(field) => (
          <field.TextField
            label={text.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
        )}
      </form.AppField>
      <form.AppField name="email_class" validators={rule('email_class')}>
        {(field) => (
          <field.SelectField
            label={text.classe}
            options={text.classes}
            placeholder={t.wizard.choose}
          />
        )}
      </form.AppField>
    </ContactFormFrame>
  )
}
