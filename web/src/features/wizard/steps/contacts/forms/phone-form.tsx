import { phoneFields } from '@censo/contracts'
import { contactsTexts } from '../texts'
import { hasErrors, ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { ChoiceField } from '@/features/wizard/components/fields'
import {
  emptyPhone,
  maskPhone,
  PHONE_MASKS,
  phoneBody,
  phoneErrors,
  phoneRules,
  type PhoneValues,
} from '../rules'
import { ContactFormFrame } from './contact-form-frame'
import { useContactForm } from './use-contact-form'

const text = contactsTexts.phone
const OBS_MAX_LENGTH = schemaMaxLength(phoneFields.tel_obs)
const rule = (name: keyof PhoneValues) => ruleOf(phoneRules, name)

/** Adds a phone: type, DDI (55), the number in its type's mask, class and observation. */
export function PhoneForm({ onSaved }: { onSaved: (queued: boolean) => void }) {
  const { form, frame } = useContactForm({
    section: 'telefones',
    initial: emptyPhone,
    toBody: phoneBody,
    canSave: (values) => !hasErrors(phoneErrors(values)),
    onSaved,
  })
  return (
    <ContactFormFrame {...frame}>
      <form.AppField
        name="tel_tipo"
        validators={rule('tel_tipo')}
        listeners={{
          onChange: ({ value }) =>
            form.setFieldValue('numero', maskPhone(form.getFieldValue('numero'), value)),
        }}
      >
        {(field) => <field.SelectField label={text.tipo} options={text.tipos} />}
      </form.AppField>
      <form.AppField name="tel_ddi" validators={rule('tel_ddi')}>
        {(field) => (
          <field.TextField
            label={text.ddi}
            inputMode="numeric"
            autoComplete="tel-country-code"
            maxLength={3}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.tel_tipo}>
        {(type) => (
          <form.AppField
            name="numero"
            validators={{ ...rule('numero'), onChangeListenTo: ['tel_tipo'] }}
          >
            {(field) => (
              <field.TextField
                label={text.numero}
                mask={type === 'F' ? PHONE_MASKS.F : PHONE_MASKS.M}
                inputMode="tel"
                type="tel"
                autoComplete="tel-national"
                placeholder={type === 'F' ? PHONE_MASKS.F : PHONE_MASKS.M}
              />
            )}
          </form.AppField>
        )}
      </form.Subscribe>
      <form.AppField name="tel_class" validators={rule('tel_class')}>
        {() => <ChoiceField label={text.classe} options={text.classes} />}
      </form.AppField>
      <form.AppField name="tel_obs" validators={rule('tel_obs')}>
        {(field) => <field.TextField label={text.obs} maxLength={OBS_MAX_LENGTH} />}
      </form.AppField>
    </ContactFormFrame>
  )
}
