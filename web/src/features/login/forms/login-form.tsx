import { isValidCpf, type Metadata } from '@censo/contracts'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { useAppForm } from '../../../components/ui/form'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { masks } from '../../../lib/masks'
import { t } from '../../../text/pt-BR'
import { TenantPicker } from '../../tenant/components/tenant-picker'
import type { Tenant } from '../../tenant/tenant'
import { Captcha } from '../captcha/captcha'
import {
  birthDateError,
  canSubmitLogin,
  cpfError,
  emptyLoginValues,
  type LoginValues,
} from './login-rules'

/** The login form state; it lives in the login screen so it survives the error screen. */
export function useLoginForm(onSubmit: (values: LoginValues) => Promise<void>) {
  return useAppForm({
    defaultValues: emptyLoginValues,
    onSubmit: ({ value }) => onSubmit(value),
  })
}

type LoginFormApi = ReturnType<typeof useLoginForm>

interface LoginFormProps {
  form: LoginFormApi
  metadata: Metadata
  tenant: Tenant
  captchaKey: number
  captchaToken: string | null
  onCaptchaToken: (token: string | null) => void
  inlineError: string | undefined
}

/** Spec §2 "Login screen". */
export function LoginForm(props: LoginFormProps) {
  const { form, metadata, tenant, captchaKey, captchaToken, onCaptchaToken, inlineError } = props
  const birthDateRef = useRef<HTMLInputElement>(null)
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{metadata.login.titulo || t.login.title}</ScreenTitle>
      {metadata.login.subtitulo && <p className="lead">{metadata.login.subtitulo}</p>}
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <TenantPicker tenant={tenant} />
        <form.AppField
          name="cpf"
          validators={{ onChange: ({ value }) => cpfError(value, tenant.entity) }}
          listeners={{
            // Spec §2: when the CPF becomes valid, focus moves to the birth date.
            onChange: ({ value }) => {
              if (isValidCpf(value)) birthDateRef.current?.focus()
            },
          }}
        >
          {(field) => (
            <field.TextField
              label={t.login.cpf}
              mask={masks.cpf}
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="next"
            />
          )}
        </form.AppField>
        <form.AppField
          name="nascimento"
          validators={{ onChange: ({ value }) => birthDateError(value) }}
        >
          {(field) => (
            <field.TextField
              label={t.login.birthDate}
              mask={masks.date}
              placeholder={t.login.birthDatePlaceholder}
              inputMode="numeric"
              autoComplete="off"
              inputRef={birthDateRef}
            />
          )}
        </form.AppField>
        <form.AppField name="termos">
          {(field) => (
            <field.CheckboxField
              label={metadata.login.termos_label}
              description={
                <>
                  {t.login.readTerms} <Link to="/Termos/">{t.login.termsLink}</Link> {t.login.and}{' '}
                  <Link to="/Privacy/">{t.login.privacyLink}</Link>.
                </>
              }
            />
          )}
        </form.AppField>
        <Captcha key={captchaKey} onToken={onCaptchaToken} />
        {inlineError && (
          <p className="form-error" role="alert">
            {inlineError}
          </p>
        )}
        <form.AppForm>
          <form.Subscribe selector={(state) => state.values}>
            {(values) => {
              const enabled = canSubmitLogin(values, captchaToken, tenant.entity)
              return (
                <>
                  <form.SubmitButton label={t.login.submit} enabled={enabled} />
                  {!enabled && <p className="field-hint">{t.login.submitHint}</p>}
                </>
              )
            }}
          </form.Subscribe>
        </form.AppForm>
      </form>
    </section>
  )
}
