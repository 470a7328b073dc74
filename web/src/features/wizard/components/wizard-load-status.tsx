import './lists.css'
import { LoadStatus } from '@/components/ui/load-status'
import * as t from '@/text/pt-BR/wizard'

/**
 * A step's data while it is read by a query of its own: "Carregando...", then its items take the
 * place, or the read failed (spec §8: the failure is only logged, by the query) and what failed
 * is said, with Tentar novamente. Rendered from the start of the read, not only once it failed:
 * the failure's alert must be in the page before its text (`LoadStatus`), or it is never heard.
 */
export function WizardLoadStatus({
  failed,
  failure,
  onRetry,
}: {
  failed: boolean
  failure: string
  onRetry: () => void
}) {
  return (
    <div className="load-status">
      <LoadStatus
        pending={!failed}
        failed={failed}
        loading={t.wizard.loading}
        failure={failure}
        retry={
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {t.wizard.retry}
          </button>
        }
      />
    </div>
  )
}
