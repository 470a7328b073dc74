import type { TokenUser } from '@censo/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { ScreenTitle } from '@/components/ui/screen-title'
import { Switch } from '@/components/ui/switch'
import * as t from '@/text/pt-BR/biometrics'
import { useSessionUser } from '@/features/session/session'
import { loginDataQueryOptions, loginToSave } from '../api/login-data'
import { clearSavedLogin, readSavedLogin, saveLogin } from '../saved-login'
import { createBiometricCredential, hasPlatformBiometrics } from '../webauthn'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

type Message = { tone: 'info' | 'error'; text: string } | null

/** Spec §2 "Biometria" (a logged-in route: _private guarantees the user). */
export function BiometriaScreen() {
  const user = useSessionUser()
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.biometrics.title}</ScreenTitle>
      {user && <BiometricSwitch user={user} />}
    </section>
  )
}

function BiometricSwitch({ user }: { user: TokenUser }) {
  const id = useId()
  const switchRef = useRef<HTMLButtonElement>(null)
  const [on, setOn] = useState(() => readSavedLogin() !== null)
  const [support, setSupport] = useState<'checking' | 'yes' | 'no'>('checking')
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message>(null)
  const person = useQuery(loginDataQueryOptions(user.pfid))

  useEffect(() => {
    let active = true
    void hasPlatformBiometrics().then((available) => {
      if (active) setSupport(available ? 'yes' : 'no')
    })
    return () => {
      active = false
    }
  }, [])

  const waiting = support === 'checking' || person.isPending
  // The switch asks for a change; it happens at once only when turning it off.
  const toggle = () => {
    setMessage(null)
    if (on) {
      // Spec: disabling removes the saved login.
      clearSavedLogin()
      setOn(false)
      setMessage({ tone: 'info', text: t.biometrics.disabled })
    } else if (support !== 'yes') {
      setMessage({ tone: 'error', text: t.biometrics.unsupported })
    } else if (!loginToSave(person.data, user)) {
      setMessage({ tone: 'error', text: t.biometrics.noData })
    } else {
      setAsking(true)
    }
  }

  const enable = async () => {
    setAsking(false)
    const login = loginToSave(person.data, user)
    if (!login) return
    setBusy(true)
    try {
      // Resolves only after the person confirmed with their finger (user verification).
      const credentialId = await createBiometricCredential({ name: user.nome })
      saveLogin({ ...login, oid: user.oid, credentialId })
      setOn(readSavedLogin() !== null)
      setMessage({ tone: 'info', text: t.biometrics.enabled })
    } catch (error) {
      console.warn('biometrics: not enabled', error)
      setMessage({ tone: 'error', text: t.biometrics.refused })
    } finally {
      setBusy(false)
      switchRef.current?.focus()
    }
  }

  return (
    <>
      <Switch
        ref={switchRef}
        label={t.biometrics.switchLabel}
        describedBy={`${id}-note`}
        checked={on}
        onCheckedChange={toggle}
        disabled={busy || waiting}
        busy={busy || waiting}
        onText={t.biometrics.on}
        offText={t.biometrics.off}
      />
      <p id={`${id}-note`}>{t.biometrics.note}</p>
      <output className="biometrics-message">
        {waiting ? t.biometrics.checking : message?.tone === 'info' ? message.text : null}
      </output>
      <div role="alert">
        {message?.tone === 'error' && <p className="form-error">{message.text}</p>}
      </div>
      {asking && (
        <ConfirmDialog
          title={t.biometrics.prompt}
          text={t.biometrics.promptText}
          confirmLabel={t.biometrics.accept}
          cancelLabel={t.biometrics.decline}
          onConfirm={() => void enable()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  )
}
