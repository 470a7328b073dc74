import { courseFields } from '@censo/contracts'
import { useStore } from '@tanstack/react-form'
import { onlineManager } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { hasErrors, ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { ChoiceField } from '@/features/wizard/components/fields'
import { useAddCourse } from '../api/documents'
import { COURSE_DRAFT_KEY } from './document-form'
import {
  courseBody,
  courseErrors,
  courseRules,
  emptyCourse,
  yearChoices,
  type CourseValues,
} from '../rules'

const text = documentsTexts.courses
const CURSO_MAX_LENGTH = schemaMaxLength(courseFields.pf_curso)

const rule = (name: keyof CourseValues) => ruleOf(() => courseRules, name)

/**
 * Adds a degree: 4 fields, the year chosen from the current one to seven years ahead. Offline the
 * save is kept on the device and the form closes at once, the degree listed as waiting (ADR 028).
 * A server failure or a lost answer keeps the form while the save is tried again by itself; a
 * refusal shows the spec's toast and what was typed stays to be corrected (ADR 028 departs from
 * spec §8's re-initialised fields).
 */
export function CourseForm({
  onSaved,
}: {
  /** After the save; `queued`: offline, kept on the device to be sent later. */
  onSaved: (curso: string, queued: boolean) => void
}) {
  const { pfId, today } = useWizard()
  const initial = useMemo(() => emptyCourse(today), [today])
  const years = useMemo(
    () => yearChoices(today).map((year) => ({ value: year, label: year })),
    [today],
  )
  const add = useAddCourse()
  const dismiss = useDismissSave()
  const form = useAppForm({
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      const body = courseBody(value)
      if (body === null) return
      const variables = saveVariables(
        pfId,
        body,
        `${documentsTexts.sections[7]}: ${body.pf_curso}`,
        {
          draft: COURSE_DRAFT_KEY,
          restored: draft.restored,
        },
      )
      if (!onlineManager.isOnline()) {
        // Its card shows at once, waiting: the form does not come back with it after a reload.
        add.mutate(variables)
        draft.clear()
        onSaved(body.pf_curso, true)
        return
      }
      // What is sent is written first: if the session ends on the way (401, 403), it waits.
      draft.canSend()
      try {
        await add.mutateAsync(variables)
        draft.clear()
        onSaved(body.pf_curso, false)
      } catch (error) {
        // A refusal: the spec's toast, and what was typed stays for her to correct (ADR 028).
        console.warn('wizard: degree save failed', error)
        dismiss(variables)
        draft.canSend()
        toast.error(t.wizard.saveFailure)
      }
    },
  })
  // Its empty values hold this year: a fixed version keeps a draft across the new year.
  const draft = useDraft(form, { key: COURSE_DRAFT_KEY, base: 'novo' })
  const canSave = useStore(form.store, (state) => !hasErrors(courseErrors(state.values)))
  return (
    <DraftForm
      className="wizard-form course-form"
      draft={draft}
      retrying={add.isPending && add.failureCount > 0}
      save={{ form, label: documentsTexts.save, enabled: canSave, hint: documentsTexts.saveHint }}
    >
      <form.AppField name="pf_curso_grau" validators={rule('pf_curso_grau')}>
        {() => <ChoiceField label={text.grau} options={text.graus} />}
      </form.AppField>
      <form.AppField name="pf_curso_situacao" validators={rule('pf_curso_situacao')}>
        {() => <ChoiceField label={text.situacao} options={text.situacoes} />}
      </form.AppField>
      <form.AppField name="pf_curso" validators={rule('pf_curso')}>
        {(field) => (
          <field.TextField label={text.curso} maxLength={CURSO_MAX_LENGTH} autoComplete="off" />
        )}
      </form.AppField>
      <form.AppField name="pf_curso_ano_conclusao" validators={rule('pf_curso_ano_conclusao')}>
        {(field) => <field.SelectField label={text.ano} options={years} />}
      </form.AppField>
    </DraftForm>
  )
}
