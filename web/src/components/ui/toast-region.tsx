import * as t from '@/text/pt-BR/core'
import { toast, useToasts, type Toast, type ToastTone } from './toast'

function ToastList({ items, tone }: { items: readonly Toast[]; tone: ToastTone }) {
  return items
    .filter((item) => item.tone === tone)
    .map((item) => (
      <span key={item.id} className={`toast toast-${item.tone}`}>
        <span className="toast-message">{item.message}</span>
        <button
          type="button"
          className="toast-close"
          aria-label={t.toast.close}
          onClick={() => toast.dismiss(item.id)}
        />
      </span>
    ))
}

/**
 * The two live regions are always in the page so screen readers announce what is added:
 * information politely (`output`, role status), errors at once (role alert).
 */
export function ToastRegion() {
  const items = useToasts()
  return (
    <div className="toast-region">
      <output className="toast-list" aria-live="polite">
        <ToastList items={items} tone="info" />
      </output>
      <div className="toast-list" role="alert" aria-live="assertive">
        <ToastList items={items} tone="error" />
      </div>
    </div>
  )
}
