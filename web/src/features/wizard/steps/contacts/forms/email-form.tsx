import { emailAddressSchema } from '@censo/contracts/schemas/social/emails'
import { contactsTexts } from '../texts'
import { hasErrors, ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { ChoiceField } from '@/features/wizard/components/fields'
import { emailBody, emailErrors, emailRules, emptyEmail, type EmailValues } from '../rules'
import { ContactFormFrame } from './contact-form-frame'
import { useContactForm } from './use-contact-form'

const text = contactsTexts.email
const EMAIL_MAX_LENGTH = schemaMaxLength(emailAddressSchema)
const rule = (name: keyof EmailValues) => ruleOf(() => emailRules, name)

/** Adds an e-mail: the address and its class, both required. */
export function EmailForm({ onSaved }: { onSaved: (queued: boolean) => void }) {
  const { form, frame } = useContactForm({
    section: 'emails',
    initial: emptyEmail,
    toBody: emailBody,
    canSave: (values) => !hasErrors(emailErrors(values)),
    onSaved,
  })
  return (
    <ContactFormFrame {...frame}>
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
        {() => <ChoiceField label={text.classe} options={text.classes} />}
      </form.AppField>
    </ContactFormFrame>
  )
}
