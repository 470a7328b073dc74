import { useState } from 'react'
import * as t from '@/text/pt-BR/biometrics'
import type { SavedLogin } from '../saved-login'
import { verifyBiometric } from '../webauthn'

/**
 * "Entrar com biometria" on the login screen, shown when a persistent login is active: the
 * device verifies the person, then CPF and birth date are filled in. The person still accepts
 * the terms and solves the captcha: the login call needs a fresh captcha token
 * (docs/decisions/012).
 */
export default function BiometricLogin({
  saved,
  onVerified,
}: {
  saved: SavedLogin
  onVerified: (saved: SavedLogin) => void
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'filled' | 'refused'>('idle')
  const verify = async () => {
    setState('busy')
    if (await verifyBiometric(saved.credentialId)) {
      onVerified(saved)
      setState('filled')
    } else {
      setState('refused')
    }
  }
  return (
    <div className="biometric-login">
      <button
        type="button"
        className="btn btn-secondary btn-block"
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
        onClick={() => void verify()}
      >
        {t.biometrics.login}
      </button>
      <output className="field-hint">{state === 'filled' ? t.biometrics.loginFilled : null}</output>
      <div role="alert">
        {state === 'refused' && <p className="field-error">{t.biometrics.loginRefused}</p>}
      </div>
    </div>
  )
}
