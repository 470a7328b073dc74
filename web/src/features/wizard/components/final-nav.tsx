import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SavingStatus } from '@/components/ui/saving-status'
import * as t from '@/text/pt-BR/wizard'
import { useFinalizeCaseMutation } from '@/features/case/api/finalize'
import { wizardProgress } from '../progress'
import { STEPS } from '../steps'

interface FinalNavProps {
  /** Step 6 itself is complete (the photo and every required document). */
  complete: boolean
  /** The first earlier step with something missing, or -1. */
  firstIncomplete: number
  /** The confirmation's text, from metadata (concluir_text). */
  concludeText: string
  onPrevious: () => void
  onReview: (step: number) => void
}

/**
 * The bottom of step 6 (census-wizard §2): Anterior, and REVISAR INCONSISTÊNCIAS when an earlier
 * step is incomplete (it opens the first one), or CONCLUIR, which asks first (Cancelar /
 * Concluir) and then sends the case for checking (§4 Finalize: locked, the reviewed flag removed,
 * /Status/). A failure shows its toast and loading stops (the mutation's own handling).
 */
export function FinalNav(props: FinalNavProps) {
  const { complete, firstIncomplete, concludeText, onPrevious, onReview } = props
  // A case sent back later is corrected from step 0 again: the wizard's progress is forgotten.
  const finalize = useFinalizeCaseMutation({ onFinalized: wizardProgress.clear })
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  // Before the case is sent, what every step judges is read again: the person may have spent a
  // while here, or changed something from another device (docs/decisions/018).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['wizard'] })
  }, [queryClient])
  const hintId = useId()
  const busy = finalize.isPending
  const reviewing = firstIncomplete >= 0
  const reviewStep = STEPS[firstIncomplete]?.title ?? ''
  const canConclude = complete && !busy
  return (
    <div className="wizard-nav">
      <div className="wizard-nav-buttons">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={onPrevious}>
          {t.wizard.previous}
        </button>
        {reviewing ? (
          <button
            type="button"
            className="btn btn-primary"
            aria-describedby={hintId}
            onClick={() => onReview(firstIncomplete)}
          >
            {t.wizard.review}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!canConclude}
            aria-busy={busy || undefined}
            aria-describedby={!complete ? hintId : undefined}
            onClick={() => setAsking(true)}
          >
            {t.wizard.conclude}
          </button>
        )}
      </div>
      <SavingStatus busy={busy} />
      {reviewing ? (
        <p id={hintId} className="field-hint">
          {t.wizard.reviewHint(reviewStep)}
        </p>
      ) : (
        !complete && (
          <p id={hintId} className="field-hint">
            {t.wizard.concludeHint}
          </p>
        )
      )}
      {asking && (
        <ConfirmDialog
          title={t.wizard.concludeTitle}
          text={concludeText}
          confirmLabel={t.wizard.concludeConfirm}
          cancelLabel={t.wizard.concludeCancel}
          onConfirm={() => {
            setAsking(false)
            finalize.mutate()
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  )
}
