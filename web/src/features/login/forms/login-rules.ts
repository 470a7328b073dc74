import { brDateToIso, cpfDigits, isValidCpf, type Entity } from '@censo/contracts'
import * as t from '@/text/pt-BR/core'

export interface LoginValues {
  cpf: string
  nascimento: string
  termos: boolean
}

export const emptyLoginValues: LoginValues = { cpf: '', nascimento: '', termos: false }

const pad = (value: number) => String(value).padStart(2, '0')

/** Today as YYYY-MM-DD in the user's time zone. */
function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The birth date as YYYY-MM-DD when it is a real DD/MM/YYYY date not in the future. */
export function birthDateIso(value: string, now?: Date): string | null {
  const iso = brDateToIso(value)
  return iso && iso <= todayIso(now) ? iso : null
}

/** Spec §5: with 11 digits typed and a bad check digit, the entity's configured CPF message. */
export function cpfError(value: string, entity: Entity | undefined): string | undefined {
  if (cpfDigits(value).length !== 11 || isValidCpf(value)) return undefined
  return entity?.login_error_messages.cpf ?? t.login.invalidCpf
}

/** Message for a complete but impossible (or future) birth date. */
export function birthDateError(value: string, now?: Date): string | undefined {
  if (value.length < 10 || birthDateIso(value, now)) return undefined
  return brDateToIso(value) ? t.login.futureDate : t.login.invalidDate
}

/**
 * Spec §2: "Entrar" is enabled only when the CPF is valid, the birth date is valid, the terms
 * are ticked and a captcha token is present — and an entity is known (it gives oid/oeid).
 */
export function canSubmitLogin(
  values: LoginValues,
  captchaToken: string | null,
  entity: Entity | undefined,
): boolean {
  return (
    !!entity &&
    isValidCpf(values.cpf) &&
    birthDateIso(values.nascimento) !== null &&
    values.termos &&
    !!captchaToken
  )
}
