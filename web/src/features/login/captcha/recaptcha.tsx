import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/access'
import type { CaptchaProps } from './captcha-props'
import { allowScriptOrigin, scriptUrl } from '@/lib/trusted-types'

interface Grecaptcha {
  render: (
    element: HTMLElement,
    options: {
      sitekey: string
      hl?: string
      size?: 'normal' | 'compact'
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    },
  ) => number
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    censoRecaptchaLoaded?: () => void
  }
}

let scriptPromise: Promise<Grecaptcha> | undefined

/**
 * A screen too narrow for the normal box (304 px) and the chat button beside it: the compact box
 * (164 px), clear of the button (styles.css, `.captcha-dev`).
 */
const COMPACT = '(max-width: 24.49rem)'

const RECAPTCHA_SCRIPT =
  'https://www.google.com/recaptcha/api.js?onload=censoRecaptchaLoaded&render=explicit&hl=pt-BR'

/** Loads Google's reCAPTCHA v2 script once (explicit rendering). */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.censoRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha)
      else reject(new Error('grecaptcha missing after load'))
    }
    const script = document.createElement('script')
    allowScriptOrigin(RECAPTCHA_SCRIPT)
    script.src = scriptUrl(RECAPTCHA_SCRIPT)
    script.async = true
    script.defer = true
    script.addEventListener('error', () => {
      scriptPromise = undefined
      reject(new Error('reCAPTCHA script failed to load'))
    })
    document.head.append(script)
  })
  return scriptPromise
}

/**
 * Google reCAPTCHA v2 checkbox; a fresh mount renders a fresh widget (that is the reset). Its
 * trouble, an error or the token expired before Entrar, it says with the captcha error toast
 * (access §8), as the login does when the server refuses the token.
 */
export default function Recaptcha({ siteKey, onToken }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null)
  const callback = useRef(onToken)
  useEffect(() => {
    callback.current = onToken
  })
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let active = true
    // The token is gone (expired) or never came (an error): no Entrar until ticked again.
    const trouble = () => {
      callback.current(null)
      toast.error(t.loginAnswers.captchaError)
    }
    const host = document.createElement('div')
    container.current?.append(host)
    loadRecaptcha()
      .then((grecaptcha) => {
        if (!active) return
        grecaptcha.render(host, {
          sitekey: siteKey,
          hl: 'pt-BR',
          size: window.matchMedia(COMPACT).matches ? 'compact' : 'normal',
          callback: (token) => callback.current(token),
          'expired-callback': trouble,
          'error-callback': trouble,
        })
      })
      .catch((error: unknown) => {
        console.error('captcha:', error)
        if (active) setFailed(true)
      })
    return () => {
      active = false
      host.remove()
    }
  }, [siteKey])

  return (
    <div className="captcha-recaptcha" ref={container}>
      {failed && <p className="field-error">{t.captcha.unavailable}</p>}
    </div>
  )
}
