import { personNameSchema, profilePatchRequestSchema, type Metadata } from '@censo/contracts'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
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
import { useOnline } from '@/features/offline/use-online'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave, usePendingSaves } from '@/features/wizard/saves/use-pending-saves'
import {
  firstAnswer,
  PROFILE_SAVE_KIND,
  profileHasWrites,
  useProfileSaveRetrying,
  useSaveProfile,
  type ProfileSave,
} from '../api/profile'
import {
  disabledFields,
  editableFields,
  isProfileComplete,
  PROFILE_FIELDS,
  profileErrors,
  profileRules,
  profileValues,
  samePayload,
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

/** The form's draft (docs/decisions/021), kept until its save is made (docs/decisions/028). */
const PROFILE_DRAFT_KEY = 'perfil'

/** Each field's label, for what a save changes in the person's words. */
const FIELD_LABELS: Record<keyof ProfileValues, string> = {
  nome: text.nome,
  nome_social: text.nomeSocial,
  cpf: text.cpf,
  nascimento: text.nascimento,
  sexo: text.sexo,
  escol: text.escolaridade,
  genero: text.genero,
  orientacao_sexual: text.orientacaoSexual,
  est_civil: text.estadoCivil,
  etnia: text.etnia,
  nome_pai: text.nomePai,
  nome_mae: text.nomeMae,
  pne: text.pcd,
  pf_pne_grau: text.grau,
  pf_pne_data: text.inicio,
}

/** What a save of these values does ("Perfil: Nome do pai, Etnia"), said if it is refused. */
function saveLabel(values: ProfileValues, profile: Profile): string {
  const loaded = profileValues(profile)
  const changed = PROFILE_FIELDS.filter((name) => values[name] !== loaded[name])
  return changed.length === 0
    ? text.title
    : `${text.title}: ${changed.map((name) => FIELD_LABELS[name]).join(', ')}`
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
 * ones are marked at once; Próximo sends what changed (spec §4) through `useBeforeNext`, as a
 * queued save (docs/decisions/028): offline it is kept on the device and she moves on; online, a
 * server failure or no answer keeps it too (tried again by itself) and she moves on; a refusal
 * shows the spec's toast and keeps her on the step with what she typed.
 */
export function ProfileForm({ profile, metadata, today }: ProfileFormProps) {
  const pfId = profile.pfId
  const defaultValues = useMemo(() => profileValues(profile), [profile])
  const disabled = disabledFields(profile)
  const queryClient = useQueryClient()
  const save = useSaveProfile()
  const dismiss = useDismissSave()
  const online = useOnline()
  const pending = usePendingSaves<ProfileSave>(PROFILE_SAVE_KIND, pfId)
  const waiting = pending.filter((saved) => saved.state === 'waiting')
  const refused = pending.filter((saved) => saved.state === 'refused')
  const retrying = useProfileSaveRetrying(pfId)
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
    key: PROFILE_DRAFT_KEY,
    fields: editableFields(profile),
    afterDiscard: () => {
      checkAllAgain()
      // What she typed is dropped: so are its saves still waiting for the network (one on its
      // way already cannot be called back).
      if (!onlineManager.isOnline()) for (const saved of waiting) dismiss(saved.mutationId)
    },
  })

  /**
   * Próximo (and Enter) send what changed. Answers true to move on: once made, or once kept on
   * the device to go by itself (offline, or after a failure that passes); false to stay.
   */
  async function saveProfile(): Promise<boolean> {
    const current = form.state.values
    if (!isProfileComplete(current, today)) return false
    const body: ProfileSave = { values: current, profile }
    // These very values wait already (Próximo again after coming back to the step).
    if (waiting.some((saved) => samePayload(saved.body.values, current))) return true
    if (!profileHasWrites(body)) {
      draft.clear()
      return true
    }
    // The draft stays until the save is made (the queued save clears it, docs/decisions/028).
    const variables = saveVariables(pfId, body, saveLabel(current, profile), {
      draft: PROFILE_DRAFT_KEY,
      restored: draft.restored,
    })
    if (!onlineManager.isOnline()) {
      save.mutate(variables)
      toast.show(t.wizard.saves.queued(text.title))
      return true
    }
    // What is sent is written first: if the session ends on the way (401, 403), it waits.
    draft.canSend()
    try {
      const answer = await firstAnswer(queryClient, variables, () => save.mutateAsync(variables))
      if (answer === 'kept') toast.show(text.kept)
      else draft.clear()
      return true
    } catch (error) {
      // A refusal: the spec's toast, and what was typed stays for her to correct (ADR 028).
      console.warn('wizard: profile save failed', error)
      dismiss(variables)
      toast.error(profileSaveFailure(error))
      return false
    }
  }
  useBeforeNext(saveProfile)

  const listas = metadata.listas
  return (
    // No SALVAR: Enter in a field saves without moving on (offline, the save waits on the device).
    <DraftForm
      className="wizard-form"
      draft={draft}
      retrying={retrying}
      submit={() => void saveProfile()}
    >
      <output className="draft-notice">
        {refused.map((saved) => (
          <span key={saved.mutationId} className="draft-notice-line draft-notice-offline">
            <span>{t.wizard.saves.refused(saved.message ?? t.wizard.saveFailure)}</span>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => dismiss(saved.mutationId)}
            >
              {t.wizard.saves.dismiss}
            </button>
          </span>
        ))}
        {waiting.length > 0 && !online && (
          <span className="draft-notice-line">
            <span>{t.wizard.saves.waiting}</span>
          </span>
        )}
      </output>
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
