import { useEffect, useId } from 'react'
import * as t from '@/text/pt-BR/consent'
import { claimConsentPrompt, saveConsent, useConsent } from '../consent'
import { afterConsentSaved } from './cookie-banner'

/**
 * The about page's accept/decline prompt (spec §2): while it is shown the banner steps aside,
 * so the page never asks twice. Declining keeps only the necessary cookies.
 */
function choose(accepted: boolean) {
  saveConsent({ preferences: accepted, statistics: accepted })
  afterConsentSaved()
}

export function ConsentPrompt() {
  const consent = useConsent()
  const titleId = useId()
  useEffect(() => (consent ? undefined : claimConsentPrompt()), [consent])
  if (consent) return null
  return (
    <section className="consent-prompt" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.consentChoices.promptTitle}</h2>
      <p>{t.consentChoices.promptText}</p>
      <div className="consent-actions">
        <button type="button" className="btn btn-primary" onClick={() => choose(true)}>
          {t.consentChoices.accept}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => choose(false)}>
          {t.consentChoices.decline}
        </button>
      </div>
    </section>
  )
}
