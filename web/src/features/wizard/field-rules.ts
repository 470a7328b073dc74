import { brDateToIso, isValidCpf } from '@censo/contracts'
import * as t from '@/text/pt-BR/wizard'

/**
 * The building blocks of every wizard step's validation, pure (tested without React). A rule
 * answers the message to show under the field, or undefined when the value is fine.
 */
export type FieldRule = (value: string) => string | undefined
export type FieldRules<Values> = { [Name in keyof Values]?: FieldRule }
export type FieldErrors<Values> = { [Name in keyof Values]?: string }

export const isBlank = (value: string): boolean => value.trim() === ''

/** "Este campo deve ser preenchido" for an empty (or blank) value. */
export const required: FieldRule = (value) => (isBlank(value) ? t.wizard.required : undefined)

/** A real DD/MM/YYYY date (an empty value passes: combine with `required`). */
export const validDate: FieldRule = (value) =>
  isBlank(value) || brDateToIso(value) ? undefined : t.wizard.invalidDate

/** A real date not after `today` (YYYY-MM-DD); an empty value passes: combine with `required`. */
export const notFutureDate =
  (today: string): FieldRule =>
  (value) => {
    if (isBlank(value)) return undefined
    const iso = toIsoDate(value)
    return iso && iso <= today ? undefined : t.wizard.invalidDate
  }

/** The first message of the rules, in order. */
export const all =
  (...rules: FieldRule[]): FieldRule =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value)
      if (message) return message
    }
    return undefined
  }

/** A filled, real date: empty says "preenchido", wrong says "data válida". */
export const requiredDate: FieldRule = all(required, validDate)

/** A filled, real date not after `today`: empty says "preenchido", wrong says "data válida". */
export const requiredPastDate = (today: string): FieldRule => all(required, notFutureDate(today))

/**
 * A CPF whose check digits are right, with its mask or without (an empty value passes: combine
 * with `required`).
 */
export const validCpf: FieldRule = (value) =>
  isBlank(value) || isValidCpf(value) ? undefined : t.wizard.invalidCpf

/** Messages of every field that fails its rule. */
export function collectErrors<Values extends Record<string, string>>(
  values: Values,
  rules: FieldRules<Values>,
): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {}
  for (const name of Object.keys(rules) as (keyof Values)[]) {
    const message = rules[name]?.(values[name] ?? '')
    if (message) errors[name] = message
  }
  return errors
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0

const pad = (value: number) => String(value).padStart(2, '0')

/** Today as YYYY-MM-DD in the user's time zone. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** DD/MM/YYYY → YYYY-MM-DD, or null for an empty or impossible date. */
export const toIsoDate = (value: string): string | null => brDateToIso(value.trim())

/** Spec §5 (images) and §6: age and sex come from the profile, default age 10 and sex X. */
export const DEFAULT_AGE = 10
export const DEFAULT_SEX = 'X'
export const ADULT_AGE = 18

/** Whole years between a YYYY-MM-DD birth date and `today`; the default age when unknown. */
export function ageOn(birth: string | null | undefined, today: string): number {
  const born = birth ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth) : null
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today)
  if (!born || !now || birth! > today) return DEFAULT_AGE
  const years = Number(now[1]) - Number(born[1])
  const beforeBirthday = `${now[2]}-${now[3]}` < `${born[2]}-${born[3]}`
  return beforeBirthday ? years - 1 : years
}

interface ValidatorProps<Values> {
  value: string
  fieldApi: { form: { state: { values: Values } } }
}

/**
 * A field's rule for a form field's validators (it may depend on the other fields): on change, on
 * leaving the field and on SALVAR. The one way a wizard form validates (docs/decisions/015).
 */
export function ruleOf<Values>(rules: (values: Values) => FieldRules<Values>, name: keyof Values) {
  const rule = ({ value, fieldApi }: ValidatorProps<Values>) =>
    rules(fieldApi.form.state.values)[name]?.(value)
  return { onChange: rule, onBlur: rule, onSubmit: rule }
}

/**
 * `ruleOf` on change only, for a form without SALVAR whose every field is checked from the start
 * (step 0, which saves on Próximo): the message follows what is typed, never one left by the last
 * time the field was left.
 */
export function changeRuleOf<Values>(
  rules: (values: Values) => FieldRules<Values>,
  name: keyof Values,
) {
  return { onChange: ruleOf(rules, name).onChange }
}
