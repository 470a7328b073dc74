import { matriculaSchema, BENEFIT_CATEGORY } from '@censo/contracts/schemas/rh/employment'
import type { EmploymentRecord } from '@censo/contracts/schemas/rh/employment'
import { useStore } from '@tanstack/react-form'
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { TextInput } from '@/components/ui/field-controls'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import { DATE_FIELD } from '@/components/ui/date-field'
import * as t from '@/text/pt-BR/wizard'
import { employmentTexts } from '../texts'
import { AccordionSection } from '@/features/wizard/components/accordion-section'
import { ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft, versionOf } from '@/features/wizard/drafts/use-draft'
import type { ItemMark } from '@/features/wizard/components/item-list'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { ChoiceField, CPF_FIELD } from '@/features/wizard/components/fields'
import {
  cargosQueryOptions,
  InstituidorCpfTaken,
  lotacoesQueryOptions,
  madeOrWaiting,
  useRecordSaves,
  useSaveRecord,
  waitingValues,
  type RecordSaveState,
} from '../api/employment'
import {
  benefitTypeOptions,
  functionalTitle,
  isChanged,
  isRecordValid,
  recordRules,
  shapeOf,
  valuesOf,
  type RecordValues,
} from '../rules'

const text = employmentTexts
const MATRICULA_MAX_LENGTH = schemaMaxLength(matriculaSchema)
const PPN_MAX_LENGTH = 11
/** The draft of one employment record (docs/decisions/021). */
export const employmentDraftKey = (servidorId: number) => `funcionais:${servidorId}`

/**
 * What the step asks of an entry on Próximo: whether it changed, and to save it (false when it is
 * invalid or the save failed). Both read the form's current values (`form.state`).
 */
export interface EntryHandle {
  changed: () => boolean
  save: () => Promise<boolean>
}

interface RecordEntryProps {
  record: EmploymentRecord
  number: number
  open: boolean
  onToggle: () => void
  register: (id: number, handle: EntryHandle | null) => void
  onValidity: (id: number, valid: boolean) => void
  announce: (message: string) => void
}

/** A value the person sees but only the institute changes (shown disabled, in yellow: §1). */
function Fixed({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} name={label} value={value} onChange={() => {}} disabled />
}

/**
 * One employment record of step 4 (census-wizard §2): the header with the registration number (or
 * N/I), the category and the record's mark; the instituidor for category 3, the functional data,
 * the benefit for categories 2 and 3, and Salvar, disabled while the entry is invalid. The form
 * lives while the entry is closed, so what was typed stays until Próximo or Salvar.
 */
export function RecordEntry(props: RecordEntryProps) {
  const { record, number, open, onToggle, register, onValidity, announce } = props
  const { pfId, today, metadata } = useWizard()
  const queryClient = useQueryClient()
  const id = record.servidor_id
  const shape = useMemo(() => shapeOf(record), [record])
  const stored = useMemo(() => valuesOf(record, pfId), [record, pfId])
  // A save of this record not yet made (docs/decisions/028): its values are what the server will
  // hold, so the form shows them; the newest one marks the entry.
  const allSaves = useRecordSaves(pfId)
  const { newest, waiting } = useMemo(() => {
    const saves = allSaves.filter((save) => save.body.record.servidor_id === id)
    return { newest: saves.at(-1), waiting: waitingValues(saves, id) }
  }, [allSaves, id])
  const initial = useMemo(() => waiting ?? stored, [waiting, stored])
  const { mutate, mutateAsync, isPending, failureCount } = useSaveRecord()
  const dismiss = useDismissSave()
  const cargos = useQuery(cargosQueryOptions())
  const lotacoes = useQuery(lotacoesQueryOptions())

  const form = useAppForm({
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      if (isRecordValid(shape, value, today)) await submit(value, false)
    },
  })
  // A draft typed over what the server holds stays while its save waits (a second guard).
  const draft = useDraft(form, { key: employmentDraftKey(id), base: versionOf(stored) })
  const { canSend, clear, restored } = draft
  const valid = useStore(form.store, (state) => isRecordValid(shape, state.values, today))
  const busy = useStore(form.store, (state) => state.isSubmitting)
  const refusedId = newest?.state === 'refused' ? newest.mutationId : null

  /**
   * Salvar, Salvar agora and Próximo (`next`). Offline the save is kept on the device and goes
   * once the connection returns: it counts as saved. Online, Salvar waits for it, tried again by
   * itself after a server failure (the form says so); Próximo stays on the step at the first such
   * failure (the entry opens with that line), and moves on once the save is made or waits
   * offline. A refusal shows the spec's toast and keeps what was typed (ADR 028), the
   * instituidor's CPF cleared when it is someone else's (§8).
   */
  const submit = useCallback(
    async (values: RecordValues, next: boolean): Promise<boolean> => {
      const matricula = values.matricula.trim() || text.noMatricula
      const variables = saveVariables(pfId, { record, values, pfId }, text.record(matricula), {
        draft: employmentDraftKey(id),
        restored,
      })
      // A save of this record refused earlier is replaced by this one.
      if (refusedId !== null) dismiss(refusedId)
      if (!onlineManager.isOnline()) {
        // What is sent is written first (the draft stays until the save is made); offline the
        // draft's own notice would say it cannot be saved, so it is not asked then.
        if (navigator.onLine) canSend()
        mutate(variables)
        announce(t.wizard.saves.queued(text.record(matricula)))
        return true
      }
      canSend()
      try {
        const sending = mutateAsync(variables)
        const outcome = next ? await madeOrWaiting(queryClient, sending, variables.id) : 'made'
        if (outcome === 'waiting') return !onlineManager.isOnline()
        await sending
        clear()
        announce(text.saved(values.matricula.trim()))
        return true
      } catch (error) {
        console.warn('wizard: employment record save failed', error)
        dismiss(variables)
        if (error instanceof InstituidorCpfTaken) {
          toast.error(t.wizard.cpfTaken)
          form.setFieldValue('inst_cpf', '')
        } else {
          toast.error(t.wizard.saveFailure)
        }
        // What is on screen is kept again for her to correct.
        canSend()
        return false
      }
    },
    [
      pfId,
      record,
      id,
      restored,
      refusedId,
      dismiss,
      canSend,
      mutate,
      mutateAsync,
      announce,
      queryClient,
      clear,
      form,
    ],
  )

  // The step's handle of this entry: registered when the entry mounts (again only when what it
  // reads changes: the record, the day), dropped when it goes.
  const handle = useMemo<EntryHandle>(
    () => ({
      // Against what the server will hold: a save still waiting is not made twice.
      changed: () => isChanged(form.state.values, initial),
      save: () =>
        isRecordValid(shape, form.state.values, today)
          ? submit(form.state.values, true)
          : Promise.resolve(false),
    }),
    [form, initial, shape, today, submit],
  )
  useEffect(() => {
    register(id, handle)
    return () => register(id, null)
  }, [id, register, handle])
  useEffect(() => onValidity(id, valid), [id, valid, onValidity])

  /** The entry's save not yet made, said under its header. */
  const noteOf = (pending: RecordSaveState | undefined): ItemMark | undefined => {
    if (!pending) return undefined
    if (pending.state === 'waiting') return { text: t.wizard.saves.waiting }
    const reason = pending.cpfTaken ? t.wizard.cpfTaken : t.wizard.saveFailure
    return {
      text: t.wizard.saves.refused(pending.message ?? reason),
      onDismiss: () => dismiss(pending.mutationId),
    }
  }
  const rule = (name: keyof RecordValues) => ruleOf(() => recordRules(shape, today), name)
  const category =
    metadata.listas.categorias.find((option) => option.value === String(record.categoria_cod))
      ?.label ?? String(record.categoria_cod)
  const nameOf = <Item,>(
    items: Item[] | undefined,
    match: (item: Item) => boolean,
    name: (item: Item) => string,
  ) => {
    const found = items?.find(match)
    return found ? name(found) : text.unknown
  }
  const lotacao = nameOf(
    lotacoes.data,
    (unit) => unit.lotacao_id === record.lotacao?.lotacao_id,
    (unit) => unit.lotacao,
  )
  const cargo = nameOf(
    cargos.data,
    (item) => item.cargo_id === record.lotacao?.cargo_id,
    (item) => item.cargo,
  )
  const benefitCategory = BENEFIT_CATEGORY[record.categoria_cod]
  return (
    <AccordionSection
      id={`vinculo-${id}`}
      number={number}
      title={`${initial.matricula.trim() || text.noMatricula} — ${category}`}
      mark={valid ? 'complete' : 'missing'}
      note={noteOf(newest)}
      open={open}
      onToggle={onToggle}
    >
      <DraftForm
        className="wizard-form employment-form"
        draft={draft}
        save={{ form, label: text.save, enabled: valid, hint: text.saveHint }}
        busy={busy}
        retrying={isPending && failureCount > 0}
      >
        {shape.showsInstituidor && (
          <fieldset>
            <legend>{text.instituidorSection}</legend>
            <form.AppField name="inst_nome" validators={rule('inst_nome')}>
              {(field) => (
                <field.TextField
                  label={text.nome}
                  autoComplete="off"
                  disabled={shape.instituidorLocked}
                />
              )}
            </form.AppField>
            <form.AppField name="inst_cpf" validators={rule('inst_cpf')}>
              {(field) => (
                <field.TextField
                  label={text.cpf}
                  {...CPF_FIELD}
                  disabled={shape.instituidorLocked}
                />
              )}
            </form.AppField>
            <form.AppField name="inst_nascimento" validators={rule('inst_nascimento')}>
              {(field) => (
                <field.TextField
                  label={text.nascimento}
                  {...DATE_FIELD}
                  disabled={shape.instituidorLocked}
                />
              )}
            </form.AppField>
            <form.AppField name="inst_ppn">
              {(field) => (
                <field.TextField
                  label={text.ppn}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={PPN_MAX_LENGTH}
                />
              )}
            </form.AppField>
            <form.AppField name="inst_obito" validators={rule('inst_obito')}>
              {(field) => <field.TextField label={text.obito} {...DATE_FIELD} />}
            </form.AppField>
          </fieldset>
        )}
        <fieldset>
          <legend>{functionalTitle(record.categoria_cod)}</legend>
          <form.AppField name="matricula" validators={rule('matricula')}>
            {(field) => (
              <field.TextField
                label={text.matricula}
                autoComplete="off"
                maxLength={MATRICULA_MAX_LENGTH}
              />
            )}
          </form.AppField>
          <Fixed label={text.categoria} value={category} />
          <Fixed label={text.lotacao} value={lotacao} />
          <Fixed label={text.cargo} value={cargo} />
          <form.AppField name="data_movimento" validators={rule('data_movimento')}>
            {(field) => <field.TextField label={text.ingresso} {...DATE_FIELD} />}
          </form.AppField>
        </fieldset>
        {shape.hasBenefit && benefitCategory && (
          <fieldset>
            <legend>{text.benefitSection}</legend>
            <Fixed
              label={text.benefitCategory}
              value={text.benefitCategories[benefitCategory] ?? benefitCategory}
            />
            <form.AppField name="regra" validators={rule('regra')}>
              {() => (
                <ChoiceField
                  label={text.benefitType}
                  options={benefitTypeOptions(record.categoria_cod)}
                />
              )}
            </form.AppField>
            <form.AppField name="data_concessao" validators={rule('data_concessao')}>
              {(field) => <field.TextField label={text.concessao} {...DATE_FIELD} />}
            </form.AppField>
          </fieldset>
        )}
        {shape.hasInstituidor && (
          <>
            <form.AppField name="efetivo_magesterio" validators={rule('efetivo_magesterio')}>
              {() => <ChoiceField label={text.magisterio} options={text.yesNo} />}
            </form.AppField>
            <form.AppField
              name="efetivo_magesterio_superior"
              validators={rule('efetivo_magesterio_superior')}
            >
              {() => <ChoiceField label={text.magisterioSuperior} options={text.yesNo} />}
            </form.AppField>
          </>
        )}
      </DraftForm>
    </AccordionSection>
  )
}
