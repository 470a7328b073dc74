import { useIsMutating, useQueryClient } from '@tanstack/react-query'
import { useOnline } from '@/features/offline/use-online'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import * as t from '@/text/pt-BR/wizard'
import { useFinalizeCaseMutation } from '@/features/case/api/finalize'
import { wizardProgress } from '../progress'
import { rereadWizard } from '../reread'
import { startInBackground } from '@/lib/background'
import { STEPS } from '../steps'
import { WizardNav } from './wizard-nav'

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
    startInBackground(rereadWizard(queryClient))
  }, [queryClient])
  const busy = finalize.isPending
  const reviewing = firstIncomplete >= 0
  const reviewStep = STEPS[firstIncomplete]?.title ?? ''
  // Nothing is sent for checking while the device still holds saves, or has no network: the
  // case must be what the server holds (docs/decisions/028).
  const online = useOnline()
  const waitingSaves = useIsMutating({ mutationKey: ['wizard', 'save'] })
  const canConclude = complete && !busy && online && waitingSaves === 0
  const hint = reviewing
    ? t.wizard.reviewHint(reviewStep)
    : !complete
      ? t.wizard.concludeHint
      : !online
        ? t.wizard.saves.concludeOffline
        : waitingSaves > 0
          ? t.wizard.saves.concludeWaiting(waitingSaves)
          : undefined
  return (
    <WizardNav
      previousDisabled={busy}
      onPrevious={onPrevious}
      main={
        reviewing
          ? { label: t.wizard.review, onClick: () => onReview(firstIncomplete) }
          : {
              label: t.wizard.conclude,
              onClick: () => setAsking(true),
              disabled: !canConclude,
              busy,
            }
      }
      busy={busy}
      hint={hint}
    >
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
    </WizardNav>
  )
}
