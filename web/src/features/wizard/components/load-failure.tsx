import './lists.css'
import * as t from '@/text/pt-BR/wizard'

/**
 * A step's list that could not be read (spec §8: the failure is only logged, by the query): what
 * failed, in an alert, and Tentar novamente.
 */
export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="load-failure">
      <p>{text}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t.wizard.retry}
      </button>
    </div>
  )
}
