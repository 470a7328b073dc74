import { isoToBrDate, type ContactOptions, type Metadata } from '@censo/contracts'
import { lazy, Suspense, useState } from 'react'
import { LoadStatus } from '@/components/ui/load-status'
import { ScreenTitle } from '@/components/ui/screen-title'
import { toast } from '@/components/ui/toast'
import { applyMask, masks } from '@/lib/masks'
import * as t from '@/text/pt-BR/core'
import { readSavedLogin, type SavedLogin } from '@/features/biometrics/saved-login'
import { loginIds, selectEntity, useTenant, type Tenant } from '@/features/tenant/tenant'
import type { LoginIds } from '../api/login-flow'
import { birthDateIso, type LoginValues } from '../forms/login-rules'
import { LoginForm, useLoginForm } from '../forms/login-form'
import { useEnterSession } from '../use-enter-session'

// What happens after "Entrar" is not needed to show the form: it loads when the person starts
// filling it in (or at the latest on submit), keeping the initial JS of `/` small.
const loadSubmit = () => import('../login-submit')
const loadConfirm = () => import('./confirm-identity')
const loadErrorScreen = () => import('./login-error-screen')
const ConfirmIdentity = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmIdentity })))
const LoginErrorScreen = lazy(() =>
  loadErrorScreen().then((m) => ({ default: m.LoginErrorScreen })),
)
// Only people who turned biometrics on load the button's code.
const BiometricLogin = lazy(() => import('@/features/biometrics/components/biometric-login'))
let preloaded = false
function preloadAfterSubmit() {
  if (preloaded) return
  preloaded = true
  void loadSubmit()
  void loadConfirm()
  void loadErrorScreen()
}

/** The login at `/` when not authenticated: waits for the metadata (entities, texts). */
export function LoginScreen() {
  const tenant = useTenant()
  if (tenant.status === 'ready') return <LoginFlow metadata={tenant.metadata} tenant={tenant} />
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.login.title}</ScreenTitle>
      <LoadStatus pending={tenant.status === 'pending'} failed={tenant.status === 'error'} />
    </section>
  )
}

type Step =
  | { name: 'form' }
  | { name: 'confirm'; contacts: ContactOptions; ids: LoginIds }
  | { name: 'error'; message: string }

function LoginFlow({ metadata, tenant }: { metadata: Metadata; tenant: Tenant }) {
  const enter = useEnterSession()
  const [step, setStep] = useState<Step>({ name: 'form' })
  const [inlineError, setInlineError] = useState<string>()
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  const [captchaKey, setCaptchaKey] = useState(0)
  // Spec §4 "Persistent (biometric) login": offered only when the saved login passes the checks.
  const [saved] = useState(readSavedLogin)

  // A captcha token is good for one login: after any failure the widget starts over.
  const resetCaptcha = () => {
    setCaptchaToken(null)
    setCaptchaKey((key) => key + 1)
  }

  const submit = async (values: LoginValues) => {
    const entity = tenant.entity
    const nascimento = birthDateIso(values.nascimento)
    if (!entity || !nascimento || !captchaToken) return
    preloadAfterSubmit()
    setInlineError(undefined)
    const loginStep = await loadSubmit().catch((error: unknown) => {
      // The code of the next step could not be loaded: the connection failed.
      console.warn('login: could not load the login step', error)
      return null
    })
    if (!loginStep) return setInlineError(t.login.failure)
    const result = await loginStep.submitLogin({
      cpf: values.cpf,
      nascimento,
      ids: loginIds(entity),
      entity,
      responseToken: captchaToken,
    })
    if (result.kind === 'enter') return enter(result.token)
    resetCaptcha()
    if (result.kind === 'confirm') setStep({ name: 'confirm', ...result })
    else if (result.kind === 'captcha') toast.error(result.message)
    else if (result.kind === 'inline') setInlineError(result.message)
    else setStep({ name: 'error', message: result.message })
  }
  const form = useLoginForm(submit)

  // The device verified the person: fill in what was saved (and its entity, when there is a choice).
  const fillSaved = (login: SavedLogin) => {
    preloadAfterSubmit()
    form.update({ cpf: applyMask(login.cpf, masks.cpf), nascimento: isoToBrDate(login.nascimento) })
    const choice = tenant.choices.find(({ entity }) => loginIds(entity).oid === login.oid)
    if (choice && tenant.showSelect) selectEntity(choice.id)
  }

  if (step.name !== 'form') {
    return (
      <Suspense fallback={<output>{t.app.loading}</output>}>
        {step.name === 'error' ? (
          <LoginErrorScreen message={step.message} onBack={() => setStep({ name: 'form' })} />
        ) : (
          <ConfirmIdentity contacts={step.contacts} ids={step.ids} onConfirmed={enter} />
        )}
      </Suspense>
    )
  }
  return (
    <LoginForm
      form={form}
      metadata={metadata}
      tenant={tenant}
      captchaKey={captchaKey}
      captchaToken={captchaToken}
      onCaptchaToken={setCaptchaToken}
      inlineError={inlineError}
      onStart={preloadAfterSubmit}
      before={
        saved && (
          <Suspense fallback={null}>
            <BiometricLogin saved={saved} onVerified={fillSaved} />
          </Suspense>
        )
      }
    />
  )
}
