import { useStore } from '@tanstack/react-form'
import { networkFields } from '@censo/contracts/schemas/social/social-networks'
import { useMemo } from 'react'
import { useAppForm } from '@/components/ui/form'
import * as t from '@/text/pt-BR/wizard'
import { hasErrors, ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { useWizard } from '@/features/wizard/wizard-context'
import { networkWrites } from '../api/contacts'
import { NETWORK_FEEDBACK } from '../components/contact-section'
import {
  emptyNetwork,
  networkBody,
  networkErrors,
  networkOptions,
  networkRules,
  type NetworkValues,
} from '../rules'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { ContactFormFrame, contactDraftKey } from './contact-form-frame'
import { useContactSubmit } from './use-contact-submit'

const text = t.wizard.contacts.network
const ADDRESS_MAX_LENGTH = schemaMaxLength(networkFields.rede_social_endereco)
const rule = (name: keyof NetworkValues) => ruleOf(() => networkRules, name)

/** Adds a social network: one the entity configured, or 'other', and the handle or address. */
export function NetworkForm({ onSaved }: { onSaved: () => void }) {
  const { metadata } = useWizard()
  const options = useMemo(
    () => networkOptions(metadata.listas.redes_sociais),
    [metadata.listas.redes_sociais],
  )
  const onSubmit = useContactSubmit({
    section: 'redes_social',
    writes: networkWrites,
    feedback: { ...NETWORK_FEEDBACK, saved: t.wizard.contacts.networkSaved },
    initial: emptyNetwork,
    toBody: networkBody,
    onSaved,
  })
  const form = useAppForm({
    defaultValues: emptyNetwork,
    onSubmit: (props) => onSubmit(props, draft),
  })
  const draft = useDraft(form, { key: contactDraftKey('redes_social') })
  const canSave = useStore(form.store, (state) => !hasErrors(networkErrors(state.values)))
  const busy = useStore(form.store, (state) => state.isSubmitting)
  return (
    <ContactFormFrame
      submit={() => void form.handleSubmit()}
      canSave={canSave}
      busy={busy}
      draft={draft}
    >
      <form.AppField name="rede_social_tipo" validators={rule('rede_social_tipo')}>
        {(field) => (
          <field.SelectField label={text.tipo} options={options} placeholder={t.wizard.choose} />
        )}
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
