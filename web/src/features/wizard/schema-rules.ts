import * as z from 'zod/mini'
import * as t from '@/text/pt-BR/wizard'
import { isBlank, type FieldRule } from './field-rules'

/** What a form needs of a failed check: zod's code and, for a length, the limit. */
interface Issue {
  readonly message: string
  readonly code?: unknown
  readonly maximum?: unknown
}

/**
 * The first issue of `value` against `schema`, or undefined when it passes. Through the schema's
 * Standard Schema interface, which hands the issues over as they are: zod's `safeParse` builds an
 * error object around them on first read, and a step's completeness checks every empty field of
 * its forms as /Censo/ opens, a cheap phone's milliseconds for a message nobody sees
 * (docs/decisions/025).
 */
function firstIssue(schema: z.ZodMiniType, value: unknown): Issue | undefined {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise) throw new Error("schemaRule: a field's schema must check at once")
  return result.issues?.[0]
}

/**
 * A field's rule taken from the contract's schema of that field (the limits the server checks),
 * its failures said with the spec's messages. The value is checked as the body sends it: trimmed;
 * a blank value passes where the schema takes null (optional fields), and is "preenchido" where
 * the schema asks for at least one character or for one of its codes.
 */
export function schemaRule(schema: z.ZodMiniType, messages: { format?: string } = {}): FieldRule {
  return (value) => {
    const text = value.trim()
    if (isBlank(text) && firstIssue(schema, null) === undefined) return undefined
    const issue = firstIssue(schema, text)
    if (!issue) return undefined
    switch (issue.code) {
      case 'too_small':
      // A choice that is none of the schema's codes is no choice (a select shows its placeholder).
      case 'invalid_value':
        return t.wizard.required
      case 'too_big':
        return t.wizard.tooLong(Number(issue.maximum))
      case 'invalid_format':
        if (messages.format) return messages.format
    }
    // A check the form has no message for is a gap of the form, not the person's mistake.
    throw new Error(`schemaRule: no message for "${String(issue.code)}"`)
  }
}

/**
 * The schema's maximum length, for the input's `maxLength`: the smallest `max_length` check of
 * the string inside it (through optional, nullable and defaults). Read from the schema's
 * definition, not by parsing an overlong probe: the forms ask for it as their modules load, and a
 * probe of every field took a cheap phone tens of milliseconds (docs/decisions/025).
 */
export function schemaMaxLength(schema: z.ZodMiniType): number | undefined {
  const def = schema._zod.def as { innerType?: z.ZodMiniType; checks?: z.core.$ZodCheck[] }
  if (def.innerType) return schemaMaxLength(def.innerType)
  const maxima = (def.checks ?? []).flatMap((check) => {
    const checkDef = check._zod.def as { check: string; maximum?: number }
    return checkDef.check === 'max_length' && checkDef.maximum !== undefined
      ? [checkDef.maximum]
      : []
  })
  return maxima.length > 0 ? Math.min(...maxima) : undefined
}
