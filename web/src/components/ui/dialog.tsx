import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { focusableWithin, wrapTabWithin } from './focus-wrap'

/**
 * A modal dialog, mounted open: a native `<dialog>` shown with `showModal()`, so the page behind
 * is inert. It is named by its title and described by its text; focus goes to its first control,
 * Tab and Shift+Tab wrap inside it, Escape closes it and calls `onClose` (which unmounts it).
 * When it unmounts, focus returns to the element that had it when the dialog opened, unless the
 * caller already moved focus elsewhere on the page. The page is inert while the dialog is open:
 * a caller that moves focus to the page itself closes the dialog first (`closeDialog(ref)`).
 */
export function Dialog({
  ref,
  title,
  description,
  onClose,
  className,
  children,
}: {
  ref?: RefObject<HTMLDialogElement | null>
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  className?: string
  children: ReactNode
}) {
  const ownRef = useRef<HTMLDialogElement>(null)
  const dialogRef = ref ?? ownRef
  const titleId = useId()
  const descriptionId = useId()

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return undefined
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    focusableWithin(dialog)[0]?.focus()
    return () => {
      if (dialog.open) dialog.close()
      const active = document.activeElement
      const lost = !active || active === document.body || dialog.contains(active)
      if (lost && opener?.isConnected) opener.focus()
    }
  }, [dialogRef])

  const close = () => {
    closeDialog(dialogRef)
    onClose()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    wrapTabWithin(event, event.currentTarget)
  }

  return (
    <dialog
      ref={dialogRef}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser's own Escape handling (and Android's back gesture) asks the same.
        event.preventDefault()
        close()
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {description !== undefined && <p id={descriptionId}>{description}</p>}
      {children}
    </dialog>
  )
}

/** Closes the dialog now (the page behind stops being inert), before the caller moves focus. */
export function closeDialog(ref: RefObject<HTMLDialogElement | null>) {
  if (ref.current?.open) ref.current.close()
}
