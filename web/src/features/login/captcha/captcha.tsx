import { lazy, Suspense } from 'react'
import { config } from '../../../config/env'
import { DevCaptcha } from './dev-captcha'

/**
 * The captcha provider interface (DESIGN §4): a widget reports a token, or null when it expires
 * or is unticked. To reset it, remount it (change its `key`).
 */
export interface CaptchaProps {
  onToken: (token: string | null) => void
}

// Google's script and our wrapper load only when a site key is configured.
const Recaptcha = lazy(() => import('./recaptcha'))

export function Captcha({ onToken }: CaptchaProps) {
  const siteKey = config.recaptchaSiteKey
  if (!siteKey) return <DevCaptcha onToken={onToken} />
  return (
    <Suspense fallback={<div className="captcha-placeholder" />}>
      <Recaptcha siteKey={siteKey} onToken={onToken} />
    </Suspense>
  )
}
