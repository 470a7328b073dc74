import { useRef, useState } from 'react'
import { closeDialog, Dialog } from '@/components/ui/dialog'
import { Switch } from '@/components/ui/switch'
import * as t from '@/text/pt-BR/consent'
import { getConsent, saveConsent } from '../consent'

/**
 * The "Personalizar" panel: the shared modal dialog (the page behind is inert, Tab stays inside,
 * Escape closes and focus returns to "Personalizar") with the three switches and "Salvar Opções
 * e Aceitar".
 */
export default function CookiePreferencesDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void
  onSaved: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const states = { onText: t.consentChoices.on, offText: t.consentChoices.off }
  const stored = getConsent()
  const [preferences, setPreferences] = useState(stored?.preferences ?? false)
  const [statistics, setStatistics] = useState(stored?.statistics ?? false)

  // The page behind stays inert until the dialog is closed: close it first, so the caller can
  // move focus to the page.
  const closeThen = (next: () => void) => {
    closeDialog(ref)
    next()
  }

  return (
    <Dialog
      ref={ref}
      className="consent-dialog"
      title={t.consentChoices.dialogTitle}
      description={t.consentChoices.dialogText}
      onClose={onClose}
    >
      {/* Necessary cookies stay on: disabled, but focusable, so the hint says why. */}
      <Switch
        label={t.consentChoices.necessary}
        hint={t.consentChoices.necessaryHint}
        checked
        disabled
        {...states}
      />
      <Switch
        label={t.consentChoices.preferences}
        hint={t.consentChoices.preferencesHint}
        checked={preferences}
        onCheckedChange={setPreferences}
        {...states}
      />
      <Switch
        label={t.consentChoices.statistics}
        hint={t.consentChoices.statisticsHint}
        checked={statistics}
        onCheckedChange={setStatistics}
        {...states}
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
          {t.consentChoices.save}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => closeThen(onClose)}>
          {t.consentChoices.close}
        </button>
      </div>
    </Dialog>
  )
}
