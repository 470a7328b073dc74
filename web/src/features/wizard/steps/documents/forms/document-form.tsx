import { useStore } from '@tanstack/react-form'
import { onlineManager } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import type { DocumentsRecord } from '@censo/contracts'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { ruleOf } from '@/features/wizard/field-rules'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft, versionOf } from '@/features/wizard/drafts/use-draft'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { ChoiceField } from '@/features/wizard/components/fields'
import { useSaveDocument } from '../api/documents'
import { FIELD_LAYOUT } from '../components/document-fields'
import { DATE_FIELD } from '@/components/ui/date-field'
import { canSaveDocument, documentRules, SECTIONS, valuesChanged, type DocumentKey } from '../rules'
import { shownValues, type DocumentSave } from '../use-document-saves'

/** The draft of a document section (docs/decisions/021). */
export const documentDraftKey = (docKey: DocumentKey) => `documentos:${docKey}`
export const COURSE_DRAFT_KEY = 'documentos:curso'

interface DocumentFormProps {
  docKey: DocumentKey
  documentos: DocumentsRecord
  /** The section's newest save not yet made, if any (docs/decisions/028). */
  pending: DocumentSave | undefined
  /**
   * The document was saved, or found unchanged (spec §4: it just reports saved). `queued`:
   * offline, the save waits on the device and goes once the connection returns (ADR 028).
   */
  onSaved: (queued: boolean) => void
}

/**
 * One document section's form (sections 1 to 7). A field shows its message once changed or left,
 * and all of them on SALVAR. SALVAR sends only a changed document. Offline the save is kept on
 * the device and the section closes at once, marked as waiting; its draft stays until the save is
 * made (docs/decisions/028). A server failure or a lost answer keeps the form and what was typed
 * while the save is tried again by itself; a refusal shows the spec's toast and what was typed
 * stays to be corrected (ADR 028 departs from spec §8's re-initialised fields).
 */
export function DocumentForm({ docKey, documentos, pending, onSaved }: DocumentFormProps) {
  const { pfId, metadata } = useWizard()
  const rules = documentRules[docKey]
  const stored = useMemo(() => rules.fromStored(documentos), [rules, documentos])
  // What the server will hold once a save still waiting is made.
  const initial = useMemo(() => shownValues(stored, pending), [stored, pending])
  const save = useSaveDocument(docKey)
  const dismiss = useDismissSave()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const form = useAppForm({
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      if (!valuesChanged(docKey, value, initial)) {
        // Nothing new to send; a draft of a save still waiting stays until it is made.
        if (pending?.state !== 'waiting') draft.clear()
        onSaved(false)
        return
      }
      const title = SECTIONS.find((section) => section.key === docKey)?.title ?? docKey
      const variables = saveVariables(pfId, value, `${documentsTexts.title}: ${title}`, {
        draft: documentDraftKey(docKey),
        restored: draft.restored,
      })
      // A save of this section refused earlier is replaced by this one.
      if (pending?.state === 'refused') dismiss(pending.mutationId)
      // What is sent is written first: the draft stays until the save is made (ADR 028).
      draft.canSend()
      if (!onlineManager.isOnline()) {
        save.mutate(variables)
        onSaved(true)
        return
      }
      try {
        await save.mutateAsync(variables)
        draft.clear()
        // Closed meanwhile (the save was tried again for a while): no other section opens.
        if (mounted.current) onSaved(false)
      } catch (error) {
        // A refusal: the spec's toast, and what was typed stays for her to correct (ADR 028).
        console.warn(`wizard: ${docKey} save failed`, error)
        dismiss(variables)
        draft.canSend()
        toast.error(t.wizard.saveFailure)
      }
    },
  })
  // A draft typed over what the server holds stays while its save waits (a second guard).
  const draft = useDraft(form, { key: documentDraftKey(docKey), base: versionOf(stored) })
  const canSave = useStore(form.store, (state) => canSaveDocument(docKey, state.values))
  // Tried again after a server failure or a lost answer: the form says so while it waits.
  const retrying = save.isPending && save.failureCount > 0

  return (
    <DraftForm
      className="wizard-form"
      draft={draft}
      retrying={retrying}
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
