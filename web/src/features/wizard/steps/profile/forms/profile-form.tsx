import { personNameSchema, profilePatchRequestSchema, type Metadata } from '@censo/contracts'
import { useStore } from '@tanstack/react-form'
import { batch } from '@tanstack/store'
import { useCallback, useEffect, useMemo } from 'react'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import { describeFailure } from '@/lib/errors'
import { DATE_FIELD } from '@/components/ui/date-field'
import { statusMessage } from '@censo/contracts'
import * as t from '@/text/pt-BR/wizard'
import { profileTexts } from '../texts'
import { changeRuleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { nextTask } from '@/lib/tasks'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { useBeforeNext, useLiveCompleteness } from '@/features/wizard/wizard-context'
import { ChoiceField, CPF_FIELD } from '@/features/wizard/components/fields'
import { useSaveProfileMutation } from '../api/profile'
import {
  disabledFields,
  editableFields,
  isProfileComplete,
  PROFILE_FIELDS,
  profileErrors,
  profileRules,
  profileValues,
  type Profile,
  type ProfileValues,
} from '../rules'

const text = profileTexts
/** A parent's name: at most the contract's length, 'N/I' while absent (spec §3). */
const PARENT_NAME_FIELD = {
  maxLength: schemaMaxLength(personNameSchema),
  autoComplete: 'off',
  placeholder: text.notInformed,
} as const
const NOME_SOCIAL_MAX_LENGTH = schemaMaxLength(profilePatchRequestSchema.shape.nome_social)

/** The message for a failed profile PATCH: the CPF of someone else, the catalogue, or the toast. */
export function profileSaveFailure(cause: unknown): string {
  const failure = describeFailure(cause)
  if (failure.kind !== 'http') return t.wizard.saveFailure
  if (failure.status === 400 && failure.error?.fields?.includes('cpf')) return t.wizard.cpfTaken
  return statusMessage(failure.status) ?? t.wizard.saveFailure
}

/** How many fields are checked in one task on load (a cheap phone's budget, issue 22). */
const CHECKED_PER_TASK = 5

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

  // Every field checked on load (and after Descartar, which clears the fields' messages), not
  // only once changed: the fields whose rule fails get their message. The others have none to
  // show, so the form does not check them: each check updates the form's state and its
  // subscribers, a cheap phone's milliseconds for nothing. After the form first shows, a few
  // fields per task, each few in one batch (the state updated once for them): with the form's
  // mounting, then all at once, it was one long task on a cheap phone (docs/decisions/025).
  const checkAll = useCallback(
    async (signal?: AbortSignal) => {
      const errors = profileErrors(form.state.values, today)
      const failing = PROFILE_FIELDS.filter((name) => errors[name] !== undefined)
      for (let start = 0; start < failing.length; start += CHECKED_PER_TASK) {
        if (signal?.aborted) return
        batch(() => {
          for (const name of failing.slice(start, start + CHECKED_PER_TASK)) {
            void form.validateField(name, 'change')
          }
        })
        await nextTask()
      }
    },
    [form, today],
  )
  const checkAllAgain = useCallback(() => void checkAll(), [checkAll])
  useEffect(() => {
    const unmounted = new AbortController()
    const timer = setTimeout(() => void checkAll(unmounted.signal), 0)
    return () => {
      clearTimeout(timer)
      unmounted.abort()
    }
  }, [checkAll])

  const values = useStore(form.store, (state) => state.values)
  const complete = isProfileComplete(values, today)
  useLiveCompleteness(complete, WIZARD_TIMING.form)

  // Spec §4: the profile is kept in local storage per person (its draft, docs/decisions/021).
  const draft = useDraft(form, {
    key: 'perfil',
    fields: editableFields(profile),
    afterDiscard: checkAllAgain,
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
          <field.TextField label={text.cpf} {...CPF_FIELD} disabled={disabled.has('cpf')} />
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
        {() => <ChoiceField label={text.sexo} options={t.wizard.sexos} />}
      </form.AppField>
      <form.AppField name="escol" validators={rule('escol')}>
        {() => <ChoiceField label={text.escolaridade} options={listas.escolaridades} />}
      </form.AppField>
      <form.AppField name="genero">
        {() => <ChoiceField label={text.genero} options={text.generos} />}
      </form.AppField>
      <form.AppField name="orientacao_sexual">
        {() => <ChoiceField label={text.orientacaoSexual} options={text.orientacoes} />}
      </form.AppField>
      <form.AppField name="est_civil" validators={rule('est_civil')}>
        {() => <ChoiceField label={text.estadoCivil} options={listas.estados_civis} />}
      </form.AppField>
      <form.AppField name="etnia" validators={rule('etnia')}>
        {() => <ChoiceField label={text.etnia} options={listas.etnias} />}
      </form.AppField>
      <form.AppField name="nome_pai" validators={rule('nome_pai')}>
        {(field) => <field.TextField label={text.nomePai} {...PARENT_NAME_FIELD} />}
      </form.AppField>
      <form.AppField name="nome_mae" validators={rule('nome_mae')}>
        {(field) => <field.TextField label={text.nomeMae} {...PARENT_NAME_FIELD} />}
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
