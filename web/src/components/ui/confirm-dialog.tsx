import { Dialog } from './dialog'

/**
 * A yes/no question in the shared modal dialog: Escape or the second button answer "no", and
 * focus goes back to where it was when the question opened.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog className="confirm-dialog" title={title} description={text} onClose={onCancel}>
      <div className="confirm-actions">
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  )
}
