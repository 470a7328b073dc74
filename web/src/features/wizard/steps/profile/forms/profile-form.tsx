import { personNameSchema, profilePatchRequestSchema, type Metadata } from '@censo/contracts'
import { useStore } from '@tanstack/react-form'
import { useCallback, useEffect, useMemo } from 'react'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import { describeFailure } from '@/lib/errors'
import { masks } from '@/lib/masks'
import { DATE_FIELD } from '@/components/ui/date-field'
import { statusMessage } from '@censo/contracts'
import * as t from '@/text/pt-BR/wizard'
import { profileTexts } from '../texts'
import { changeRuleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { useBeforeNext, useLiveCompleteness } from '@/features/wizard/wizard-context'
import { useSaveProfileMutation } from '../api/profile'
import {
  disabledFields,
  editableFields,
  isProfileComplete,
  PROFILE_FIELDS,
  profileRules,
  profileValues,
  type Profile,
  type ProfileValues,
} from '../rules'

const text = profileTexts
const NAME_MAX_LENGTH = schemaMaxLength(personNameSchema)
const NOME_SOCIAL_MAX_LENGTH = schemaMaxLength(profilePatchRequestSchema.shape.nome_social)

/** The message for a failed profile PATCH: the CPF of someone else, the catalogue, or the toast. */
export function profileSaveFailure(cause: unknown): string {
  const failure = describeFailure(cause)
  if (failure.kind !== 'http') return t.wizard.saveFailure
  if (failure.status === 400 && failure.error?.fields?.includes('cpf')) return t.wizard.cpfTaken
  return statusMessage(failure.status) ?? t.wizard.saveFailure
}

interface ProfileFormProps {
  profile: Profile
  metadata: Metadata
  today: string
}

/**
 * Step 0's fields (spec §2): each field's rule checked on load and on each change, so the required
 * ones are marked at once; Próximo sends what changed (spec §4) through `useBeforeNext`.
 */
export function ProfileForm({ profile, metadata, today }: ProfileFormProps) {
  const defaultValues = useMemo(() => profileValues(profile), [profile])
  const disabled = disabledFields(profile)
  const save = useSaveProfileMutation(profile.pfId)
  const form = useAppForm({ defaultValues })
  const rule = (name: keyof ProfileValues) => changeRuleOf(() => profileRules(today), name)

  // Every field checked on load (and after Descartar), not only once changed.
  const checkAll = useCallback(() => {
    for (const name of PROFILE_FIELDS) void form.validateField(name, 'change')
  }, [form])
  useEffect(checkAll, [checkAll])

  const values = useStore(form.store, (state) => state.values)
  const complete = isProfileComplete(values, today)
  useLiveCompleteness(complete, WIZARD_TIMING.form)

  // Spec §4: the profile is kept in local storage per person (its draft, docs/decisions/021).
  const draft = useDraft(form, {
    key: 'perfil',
    fields: editableFields(profile),
    afterDiscard: checkAll,
  })

  /** Próximo (and Salvar agora) send what changed; offline, nothing is sent. */
  async function saveProfile(): Promise<boolean> {
    const current = form.state.values
    if (!isProfileComplete(current, today)) return false
    if (!draft.canSend()) return false
    try {
      await save.mutateAsync({ values: current, profile })
      draft.clear()
      return true
    } catch (error) {
      console.warn('wizard: profile save failed', error)
      toast.error(profileSaveFailure(error))
      return false
    }
  }
  useBeforeNext(saveProfile)

  const listas = metadata.listas
  return (
    // No SALVAR: Salvar agora of the draft notice saves without moving on.
    <DraftForm className="wizard-form" draft={draft} submit={() => void saveProfile()}>
      <form.AppField name="nome" validators={rule('nome')}>
        {(field) => <field.TextField label={text.nome} readOnly disabled={disabled.has('nome')} />}
      </form.AppField>
      <form.AppField name="nome_social" validators={rule('nome_social')}>
        {(field) => (
          <field.TextField
            label={text.nomeSocial}
            maxLength={NOME_SOCIAL_MAX_LENGTH}
            autoComplete="off"
          />
        )}
      </form.AppField>
      <form.AppField name="cpf" validators={rule('cpf')}>
        {(field) => (
          <field.TextField
            label={text.cpf}
            mask={masks.cpf}
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled.has('cpf')}
          />
        )}
      </form.AppField>
      <form.AppField name="nascimento" validators={rule('nascimento')}>
        {(field) => (
          <field.TextField
            label={text.nascimento}
            {...DATE_FIELD}
            disabled={disabled.has('nascimento')}
          />
        )}
      </form.AppField>
      <form.AppField name="sexo" validators={rule('sexo')}>
        {(field) => (
          <field.SelectField
            label={text.sexo}
            options={t.wizard.sexos}
            placeholder={t.wizard.choose}
          />
        )}
      </form.AppField>
      <form.AppField name="escol" validators={rule('escol')}>
        {(field) => (
          <field.SelectField
            label={text.escolaridade}
            options={listas.escolaridades}
            placeholder={t.wizard.choose}
          />
        )}
      </form.AppField>
      <form.AppField name="genero">
        {(field) => (
          <field.SelectField
            label={text.genero}
            options={text.generos}
            placeholder={t.wizard.choose}
          />
        )}
      </form.AppField>
      <form.AppField name="orientacao_sexual">
        {(field) => (
          <field.SelectField
            label={text.orientacaoSexual}
            options={text.orientacoes}
            placeholder={t.wizard.choose}
          />
        )}
      </form.AppField>
      <form.AppField name="est_civil" validators={rule('est_civil')}>
        {(field) => (
          <field.SelectField
            label={text.estadoCivil}
            options={listas.estados_civis}
            placeholder={t.wizard.choose}
          />
        )}
      </form.AppField>
      <form.AppField name="etnia" validators={rule('etnia')}>
        {(field) => (
          <field.SelectField
            label={text.etnia}
            options={listas.etnias}
            placeholder={t.wizard.choose}
          />
        )}
      </form.AppField>
      <form.AppField name="nome_pai" validators={rule('nome_pai')}>
        {(field) => (
          <field.TextField
            label={text.nomePai}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder={text.notInformed}
          />
        )}
      </form.AppField>
      <form.AppField name="nome_mae" validators={rule('nome_mae')}>
        {(field) => (
          <field.TextField
            label={text.nomeMae}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder={text.notInformed}
          />
        )}
      </form.AppField>
      <form.AppField name="pne">
        {(field) => (
          <field.SelectField
            label={text.pcd}
            options={listas.deficiencias}
            placeholder={text.noDisability}
          />
        )}
      </form.AppField>
      <form.AppField name="pf_pne_grau">
        {(field) => <field.TextField label={text.grau} disabled />}
      </form.AppField>
      <form.AppField name="pf_pne_data" validators={rule('pf_pne_data')}>
        {(field) => <field.TextField label={text.inicio} {...DATE_FIELD} />}
      </form.AppField>
    </DraftForm>
  )
}
