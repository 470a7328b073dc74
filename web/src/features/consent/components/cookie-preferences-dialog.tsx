import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { t } from '../../../text/pt-BR'
import { getConsent, saveConsent } from '../consent'
import { ConsentSwitch } from './consent-switch'

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The "Personalizar" panel: a modal dialog (the page behind is inert, Tab stays inside, Escape
 * closes) with the three switches and "Salvar Opções e Aceitar".
 */
export default function CookiePreferencesDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void
  onSaved: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const stored = getConsent()
  const [preferences, setPreferences] = useState(stored?.preferences ?? false)
  const [statistics, setStatistics] = useState(stored?.statistics ?? false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return undefined
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    return () => dialog.close()
  }, [])

  // The page behind stays inert until the dialog is closed: close it first, so the caller can
  // move focus back to the page.
  const closeThen = (next: () => void) => {
    ref.current?.close()
    next()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      closeThen(onClose)
      return
    }
    if (event.key !== 'Tab') return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        closeThen(onClose)
      }}
    >
      <h2 id={titleId}>{t.consent.dialogTitle}</h2>
      <p>{t.consent.dialogText}</p>
      <ConsentSwitch label={t.consent.necessary} hint={t.consent.necessaryHint} checked locked />
      <ConsentSwitch
        label={t.consent.preferences}
        hint={t.consent.preferencesHint}
        checked={preferences}
        onChange={setPreferences}
      />
      <ConsentSwitch
        label={t.consent.statistics}
        hint={t.consent.statisticsHint}
        checked={statistics}
        onChange={setStatistics}
      />
      <div className="consent-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            saveConsent({ preferences, statistics })
            closeThen(onSaved)
          }}
        >
          {t.consent.save}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => closeThen(onClose)}>
          {t.consent.close}
        </button>
      </div>
    </dialog>
  )
}
