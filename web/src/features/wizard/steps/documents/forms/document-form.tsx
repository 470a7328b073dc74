import { useStore } from '@tanstack/react-form'
import { useMemo } from 'react'
import type { DocumentsRecord } from '@censo/contracts'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { ruleOf } from '@/features/wizard/field-rules'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { useWizard } from '@/features/wizard/wizard-context'
import { ChoiceField } from '@/features/wizard/components/fields'
import { useSaveDocumentMutation } from '../api/documents'
import { FIELD_LAYOUT } from '../components/document-fields'
import { DATE_FIELD } from '@/components/ui/date-field'
import { canSaveDocument, documentChanged, documentRules, type DocumentKey } from '../rules'

/** The draft of a document section (docs/decisions/021). */
export const documentDraftKey = (docKey: DocumentKey) => `documentos:${docKey}`
export const COURSE_DRAFT_KEY = 'documentos:curso'

interface DocumentFormProps {
  docKey: DocumentKey
  documentos: DocumentsRecord
  /** The document was saved, or found unchanged (spec §4: it just reports saved). */
  onSaved: () => void
}

/**
 * One document section's form (sections 1 to 7). A field shows its message once changed or left,
 * and all of them on SALVAR. SALVAR sends only a changed document; a failure shows the spec's
 * toast and puts the fields back as loaded (spec §8).
 */
export function DocumentForm({ docKey, documentos, onSaved }: DocumentFormProps) {
  const { pfId, metadata } = useWizard()
  const rules = documentRules[docKey]
  const initial = useMemo(() => rules.fromStored(documentos), [rules, documentos])
  const save = useSaveDocumentMutation(pfId, docKey)
  const form = useAppForm({
    defaultValues: initial,
    onSubmit: async ({ value, formApi }) => {
      if (!documentChanged(docKey, value, documentos)) {
        draft.clear()
        onSaved()
        return
      }
      if (!draft.canSend()) return
      try {
        await save.mutateAsync(value)
        draft.clear()
        onSaved()
      } catch (error) {
        console.warn(`wizard: ${docKey} save failed`, error)
        toast.error(t.wizard.saveFailure)
        // A lost connection keeps what was typed (docs/decisions/021); else spec §8 re-initialises.
        if (!draft.keepsTyping(error)) formApi.reset(initial)
      }
    },
  })
  const draft = useDraft(form, { key: documentDraftKey(docKey) })
  const canSave = useStore(form.store, (state) => canSaveDocument(docKey, state.values))

  return (
    <DraftForm
      className="wizard-form"
      draft={draft}
      save={{ form, label: documentsTexts.save, enabled: canSave, hint: documentsTexts.saveHint }}
    >
      {rules.fields.map((name) => {
        const layout = FIELD_LAYOUT[name]
        if (!layout) return null
        return (
          <form.AppField key={name} name={name} validators={ruleOf(() => rules.rules, name)}>
            {(field) => {
              if (layout.kind === 'select') {
                return (
                  <ChoiceField label={layout.label} options={layout.options(metadata.listas)} />
                )
              }
              if (layout.kind === 'date') {
                return <field.TextField label={layout.label} {...DATE_FIELD} />
              }
              return (
                <field.TextField
                  label={layout.label}
                  maxLength={layout.maxLength}
                  hint={layout.hint}
                  autoComplete="off"
                  {...(layout.numeric ? { inputMode: 'numeric' as const } : {})}
                />
              )
            }}
          </form.AppField>
        )
      })}
    </DraftForm>
  )
}
