import type { PostalCodeRead } from '@censo/contracts/schemas/cep/postal-code'
import { addressFields } from '@censo/contracts/schemas/social/addresses'
import { useMemo, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { contactsTexts } from '../texts'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { useWizard } from '@/features/wizard/wizard-context'
import { lookUpPostalCode } from '../api/contacts'
import {
  addressBody,
  addressRules,
  canSaveAddress,
  CEP_MASK,
  cepDigits,
  emptyAddress,
  fromPostalCode,
  isCepComplete,
  streetTypeOptions,
  type AddressValues,
} from '../rules'
import { ContactFormFrame } from './contact-form-frame'
import { ruleOf } from '@/features/wizard/field-rules'
import { ChoiceField } from '@/features/wizard/components/fields'
import { useContactForm } from './use-contact-form'

const text = contactsTexts.address
const rule = (name: keyof AddressValues) => ruleOf(() => addressRules, name)
const maxLength = (name: keyof typeof addressFields) => schemaMaxLength(addressFields[name])

/**
 * Adds an address. At the CEP's 8th digit the postal-code lookup fills city, UF, neighbourhood,
 * street type and street; an unknown CEP clears them silently, a failure toasts 'Ops!' (spec §8).
 */
export function AddressForm({ onSaved }: { onSaved: (queued: boolean) => void }) {
  const { metadata } = useWizard()
  const streetTypes = useMemo(
    () => streetTypeOptions(metadata.listas.tipos_logradouro),
    [metadata.listas.tipos_logradouro],
  )
  const [lookup, setLookup] = useState<'idle' | 'searching' | 'found'>('idle')
  // The CEP whose answer is awaited: a slower answer for an older CEP is dropped.
  const pending = useRef('')
  // The last lookup's answer: its neighbourhood and city ids go with the address (spec §3).
  const place = useRef<PostalCodeRead | null>(null)
  const { form, frame } = useContactForm({
    section: 'enderecos',
    initial: emptyAddress,
    toBody: (values) => addressBody(values, place.current),
    canSave: canSaveAddress,
    onSaved,
  })

  async function lookUp(cep: string) {
    pending.current = cep
    place.current = null
    setLookup('searching')
    try {
      const postal = await lookUpPostalCode(cep)
      if (pending.current !== cep) return
      place.current = postal
      const filled = fromPostalCode(postal, streetTypes)
      form.setFieldValue('end_cidade', filled.end_cidade)
      form.setFieldValue('end_uf', filled.end_uf)
      form.setFieldValue('end_bairro', filled.end_bairro)
      form.setFieldValue('end_tipo_lograd', filled.end_tipo_lograd)
      form.setFieldValue('end_lograd', filled.end_lograd)
      setLookup(postal ? 'found' : 'idle')
    } catch (error) {
      if (pending.current !== cep) return
      console.warn('wizard: postal-code lookup failed', error)
      toast.error(contactsTexts.opsFailure)
      setLookup('idle')
    }
  }

  return (
    <ContactFormFrame {...frame}>
      <form.AppField
        name="end_cep"
        validators={rule('end_cep')}
        listeners={{
          onChange: ({ value }) => {
            const cep = cepDigits(value)
            if (isCepComplete(value) && cep !== pending.current) void lookUp(cep)
            if (!isCepComplete(value)) pending.current = ''
          },
        }}
      >
        {(field) => (
          <field.TextField
            label={text.cep}
            mask={CEP_MASK}
            inputMode="numeric"
            autoComplete="postal-code"
            hint={text.cepHint}
          />
        )}
      </form.AppField>
      <output className="field-hint">
        {lookup === 'searching' ? text.searching : lookup === 'found' ? text.found : ''}
      </output>
      <form.AppField name="end_cidade" validators={rule('end_cidade')}>
        {(field) => (
          <field.TextField
            label={text.cidade}
            autoComplete="address-level2"
            maxLength={maxLength('end_cidade')}
          />
        )}
      </form.AppField>
      <form.AppField name="end_uf" validators={rule('end_uf')}>
        {() => (
          <ChoiceField
            label={text.uf}
            options={metadata.listas.ufs}
            autoComplete="address-level1"
          />
        )}
      </form.AppField>
      <form.AppField name="end_bairro" validators={rule('end_bairro')}>
        {(field) => (
          <field.TextField
            label={text.bairro}
            autoComplete="address-level3"
            maxLength={maxLength('end_bairro')}
          />
        )}
      </form.AppField>
      <form.AppField name="end_tipo_lograd" validators={rule('end_tipo_lograd')}>
        {() => <ChoiceField label={text.tipoLogradouro} options={streetTypes} />}
      </form.AppField>
      <form.AppField name="end_lograd" validators={rule('end_lograd')}>
        {(field) => (
          <field.TextField
            label={text.logradouro}
            autoComplete="address-line1"
            maxLength={maxLength('end_lograd')}
          />
        )}
      </form.AppField>
      <form.AppField name="end_num" validators={rule('end_num')}>
        {(field) => (
          <field.TextField
            label={text.numero}
            inputMode="numeric"
            autoComplete="off"
            maxLength={maxLength('end_num')}
          />
        )}
      </form.AppField>
      <form.AppField name="end_compl" validators={rule('end_compl')}>
        {(field) => (
          <field.TextField
            label={text.complemento}
            autoComplete="address-line2"
            maxLength={maxLength('end_compl')}
          />
        )}
      </form.AppField>
      <form.AppField name="end_class" validators={rule('end_class')}>
        {() => <ChoiceField label={text.classe} options={text.classes} />}
      </form.AppField>
      <form.AppField name="end_obs" validators={rule('end_obs')}>
        {(field) => <field.TextField label={text.obs} maxLength={maxLength('end_obs')} />}
      </form.AppField>
    </ContactFormFrame>
  )
}
