import { useId, useState } from 'react'
import * as t from '@/text/pt-BR/core'
import type { CaptchaProps } from './captcha-props'

function devToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `dev-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Development stand-in for reCAPTCHA: ticking it yields a `dev-…` token the mock accepts. */
export function DevCaptcha({ onToken }: CaptchaProps) {
  const id = useId()
  const [checked, setChecked] = useState(false)
  return (
    <div className="captcha-dev">
      <input
        id={id}
        type="checkbox"
        className="check-control"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setChecked(event.target.checked)
          onToken(event.target.checked ? devToken() : null)
        }}
      />
      <label htmlFor={id} className="check-label">
        {t.captcha.dev}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t.captcha.devHint}
      </p>
    </div>
  )
}
