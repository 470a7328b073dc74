import { isValidCpf, type Metadata } from '@censo/contracts'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { DATE_FIELD } from '@/components/ui/date-field'
import { CheckboxInput, SubmitWithHint, TextInput } from '@/components/ui/field-controls'
import { ScreenTitle } from '@/components/ui/screen-title'
import { masks } from '@/lib/masks'
import * as t from '@/text/pt-BR/core'
import { TenantPicker } from '@/features/tenant/components/tenant-picker'
import type { Tenant } from '@/features/tenant/tenant'
import { Captcha } from '../captcha/captcha'
import {
  birthDateError,
  canSubmitLogin,
  cpfError,
  emptyLoginValues,
  type LoginValues,
} from './login-rules'

/**
 * The login form state; it lives in the login screen so it survives the error screen. Plain React
 * state rather than TanStack Form: three fields whose rules are pure functions, and the form
 * library is 15 KB of the initial JS of `/` (docs/decisions/007).
 */
export function useLoginForm(onSubmit: (values: LoginValues) => Promise<void>) {
  const [values, setValues] = useState<LoginValues>(emptyLoginValues)
  const [submitting, setSubmitting] = useState(false)
  const update = (next: Partial<LoginValues>) => setValues((current) => ({ ...current, ...next }))
  const submit = async () => {
    if (submitting) return
    setSubmitting(true)
    try {
      await onSubmit(values)
    } finally {
      setSubmitting(false)
    }
  }
  return { values, update, submitting, submit }
}

export type LoginFormApi = ReturnType<typeof useLoginForm>

interface LoginFormProps {
  form: LoginFormApi
  metadata: Metadata
  tenant: Tenant
  captchaKey: number
  captchaToken: string | null
  onCaptchaToken: (token: string | null) => void
  inlineError: string | undefined
  /** Shown above the fields (the biometric shortcut when a saved login exists). */
  before?: ReactNode
  /** The person started filling the form in (first focus inside it). */
  onStart?: () => void
}

/** Spec §2 "Login screen". */
export function LoginForm(props: LoginFormProps) {
  const { form, metadata, tenant, captchaKey, captchaToken, onCaptchaToken, inlineError } = props
  const { values, update, submitting } = form
  const birthDateRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { onStart } = props
  useEffect(() => {
    const element = formRef.current
    if (!element || !onStart) return undefined
    element.addEventListener('focusin', onStart, { once: true })
    return () => element.removeEventListener('focusin', onStart)
  }, [onStart])
  const enabled = canSubmitLogin(values, captchaToken, tenant.entity)
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{metadata.login.titulo || t.login.title}</ScreenTitle>
      {metadata.login.subtitulo && <p className="lead">{metadata.login.subtitulo}</p>}
      <form
        className="stack"
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (enabled) void form.submit()
        }}
      >
        <TenantPicker tenant={tenant} />
        {props.before}
        <TextInput
          label={t.login.cpf}
          name="cpf"
          value={values.cpf}
          onChange={(cpf) => {
            update({ cpf })
            // Spec §2: when the CPF becomes valid, focus moves to the birth date.
            if (isValidCpf(cpf)) birthDateRef.current?.focus()
          }}
          error={cpfError(values.cpf, tenant.entity)}
          mask={masks.cpf}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="next"
        />
        <TextInput
          label={t.login.birthDate}
          name="nascimento"
          value={values.nascimento}
          onChange={(nascimento) => update({ nascimento })}
          error={birthDateError(values.nascimento)}
          {...DATE_FIELD}
          inputRef={birthDateRef}
        />
        <CheckboxInput
          label={metadata.login.termos_label}
          name="termos"
          checked={values.termos}
          onChange={(termos) => update({ termos })}
          description={
            <>
              {t.login.readTerms} <Link to="/Termos/">{t.login.termsLink}</Link> {t.login.and}{' '}
              <Link to="/Privacy/">{t.login.privacyLink}</Link>.
            </>
          }
        />
        <Captcha key={captchaKey} onToken={onCaptchaToken} />
        {/* In the page before a message fills it: screen readers announce a live region's
            changes, not one that appears with its text already in it. */}
        <div className="form-alert" aria-live="assertive" aria-atomic="true">
          {inlineError && <p className="form-error">{inlineError}</p>}
        </div>
        <SubmitWithHint
          label={t.login.submit}
          enabled={enabled}
          busy={submitting}
          hint={t.login.submitHint}
        />
      </form>
    </section>
  )
}
