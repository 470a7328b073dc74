import { cpfDigits, type ContactOptions, type Metadata } from '@censo/contracts'
import { useState } from 'react'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { toast } from '../../../components/ui/toast'
import { describeFailure } from '../../../lib/errors'
import { t } from '../../../text/pt-BR'
import { loginIds, useTenant, type Tenant } from '../../tenant/tenant'
import { startLogin, type LoginIds } from '../api/login-flow'
import { birthDateIso, type LoginValues } from '../forms/login-rules'
import { LoginForm, useLoginForm } from '../forms/login-form'
import { loginFailureOutcome } from '../login-outcome'
import { useEnterSession } from '../use-enter-session'
import { ConfirmIdentity } from './confirm-identity'
import { LoginErrorScreen } from './login-error-screen'

/** The login at `/` when not authenticated: waits for the metadata (entities, texts). */
export function LoginScreen() {
  const tenant = useTenant()
  if (tenant.status === 'ready') return <LoginFlow metadata={tenant.metadata} tenant={tenant} />
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.login.title}</ScreenTitle>
      {tenant.status === 'pending' ? (
        <output>{t.app.loading}</output>
      ) : (
        <p className="form-error" role="alert">
          {t.app.metaUnavailable}
        </p>
      )}
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

  // A captcha token is good for one login: after any failure the widget starts over.
  const resetCaptcha = () => {
    setCaptchaToken(null)
    setCaptchaKey((key) => key + 1)
  }

  const submit = async (values: LoginValues) => {
    const entity = tenant.entity
    const nascimento = birthDateIso(values.nascimento)
    if (!entity || !nascimento || !captchaToken) return
    const ids = loginIds(entity)
    setInlineError(undefined)
    try {
      const result = await startLogin({
        cpf: cpfDigits(values.cpf),
        nascimento,
        ...ids,
        responseToken: captchaToken,
      })
      if (result.kind === 'enter') return enter(result.token)
      resetCaptcha()
      setStep({ name: 'confirm', contacts: result.contacts, ids })
    } catch (error) {
      const outcome = loginFailureOutcome(describeFailure(error), entity)
      console.warn('login: failed', error)
      resetCaptcha()
      if (outcome.kind === 'captcha') toast.error(outcome.message)
      else if (outcome.kind === 'inline') setInlineError(outcome.message)
      else setStep({ name: 'error', message: outcome.message })
    }
  }
  const form = useLoginForm(submit)

  if (step.name === 'error') {
    return <LoginErrorScreen message={step.message} onBack={() => setStep({ name: 'form' })} />
  }
  if (step.name === 'confirm') {
    return <ConfirmIdentity contacts={step.contacts} ids={step.ids} onConfirmed={enter} />
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
    />
  )
}
