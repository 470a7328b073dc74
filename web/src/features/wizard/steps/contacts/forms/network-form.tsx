import { networkFields } from '@censo/contracts/schemas/social/social-networks'
import { useMemo } from 'react'
import { contactsTexts } from '../texts'
import { hasErrors, ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { useWizard } from '@/features/wizard/wizard-context'
import { ChoiceField } from '@/features/wizard/components/fields'
import {
  emptyNetwork,
  networkBody,
  networkErrors,
  networkOptions,
  networkRules,
  type NetworkValues,
} from '../rules'
import { ContactFormFrame } from './contact-form-frame'
import { useContactForm } from './use-contact-form'

const text = contactsTexts.network
const ADDRESS_MAX_LENGTH = schemaMaxLength(networkFields.rede_social_endereco)
const rule = (name: keyof NetworkValues) => ruleOf(() => networkRules, name)

/** Adds a social network: one the entity configured, or 'other', and the handle or address. */
export function NetworkForm({ onSaved }: { onSaved: (queued: boolean) => void }) {
  const { metadata } = useWizard()
  const options = useMemo(
    () => networkOptions(metadata.listas.redes_sociais),
    [metadata.listas.redes_sociais],
  )
  const { form, frame } = useContactForm({
    section: 'redes_social',
    initial: emptyNetwork,
    toBody: networkBody,
    canSave: (values) => !hasErrors(networkErrors(values)),
    onSaved,
  })
  return (
    <ContactFormFrame {...frame}>
      <form.AppField name="rede_social_tipo" validators={rule('rede_social_tipo')}>
        {() => <ChoiceField label={text.tipo} options={options} />}
      </form.AppField>
      <form.AppField name="rede_social_endereco" validators={rule('rede_social_endereco')}>
        {(field) => (
          <field.TextField
            label={text.endereco}
            hint={text.enderecoHint}
            autoComplete="off"
            autoCapitalize="none"
            maxLength={ADDRESS_MAX_LENGTH}
          />
        )}
      </form.AppField>
    </ContactFormFrame>
  )
}
