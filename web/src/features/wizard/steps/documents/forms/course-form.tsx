import { courseFields } from '@censo/contracts'
import { useStore } from '@tanstack/react-form'
import { useMemo } from 'react'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { hasErrors, ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { useWizard } from '@/features/wizard/wizard-context'
import { ChoiceField } from '@/features/wizard/components/fields'
import { useAddCourseMutation } from '../api/documents'
import { COURSE_DRAFT_KEY } from './document-form'
import { courseErrors, courseRules, emptyCourse, yearChoices, type CourseValues } from '../rules'

const text = documentsTexts.courses
const CURSO_MAX_LENGTH = schemaMaxLength(courseFields.pf_curso)

const rule = (name: keyof CourseValues) => ruleOf(() => courseRules, name)

/** Adds a degree: 4 fields, the year chosen from the current one to seven years ahead. */
export function CourseForm({ onSaved }: { onSaved: () => void }) {
  const { pfId, today } = useWizard()
  const initial = useMemo(() => emptyCourse(today), [today])
  const years = useMemo(
    () => yearChoices(today).map((year) => ({ value: year, label: year })),
    [today],
  )
  const add = useAddCourseMutation(pfId)
  const form = useAppForm({
    defaultValues: initial,
    onSubmit: async ({ value, formApi }) => {
      if (!draft.canSend()) return
      try {
        await add.mutateAsync(value)
        draft.clear()
        onSaved()
      } catch (error) {
        console.warn('wizard: degree save failed', error)
        toast.error(t.wizard.saveFailure)
        // A lost connection keeps what was typed (docs/decisions/021); else spec §8 re-initialises.
        if (!draft.keepsTyping(error)) formApi.reset(initial)
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
