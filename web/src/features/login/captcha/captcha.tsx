import { lazy, Suspense } from 'react'
import { config } from '@/config/env'
import type { CaptchaProps } from './captcha-props'
import { DevCaptcha } from './dev-captcha'

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
