import { lazy, Suspense, useId, useState } from 'react'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/core'
import { saveConsent, useConsent, useInlinePromptShown } from '../consent'

// The panel is loaded only when someone asks to personalize.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'))

/** After a choice the banner is gone: focus goes to the content and a toast confirms. */
export function afterConsentSaved() {
  document.getElementById('main')?.focus()
  toast.show(t.consent.saved)
}

/**
 * Spec §2 "Cookie banner": Personalizar and Aceitar Cookies. It sits in the page flow under the
 * header (not fixed, not modal), so it never covers a control; gone once a choice is stored.
 */
export function CookieBanner() {
  const consent = useConsent()
  const inlinePrompt = useInlinePromptShown()
  const [customizing, setCustomizing] = useState(false)
  const titleId = useId()
  if (consent || (inlinePrompt && !customizing)) return null
  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <div className="cookie-banner-inner">
        <h2 id={titleId} className="cookie-title">
          {t.consent.title}
        </h2>
        <p>{t.consent.text}</p>
        <div className="consent-actions">
          <button
            type="button"
            className="btn btn-secondary"
            aria-haspopup="dialog"
            onClick={() => setCustomizing(true)}
          >
            {t.consent.customize}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              saveConsent({ preferences: true, statistics: true })
              afterConsentSaved()
            }}
          >
            {t.consent.acceptAll}
          </button>
        </div>
      </div>
      {customizing && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            onClose={() => setCustomizing(false)}
            onSaved={() => {
              setCustomizing(false)
              afterConsentSaved()
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
