import * as z from 'zod/mini'
import * as t from '@/text/pt-BR/wizard'
import { isBlank, type FieldRule } from './field-rules'

/**
 * A field's rule taken from the contract's schema of that field (the limits the server checks),
 * its failures said with the spec's messages. The value is checked as the body sends it: trimmed;
 * a blank value passes where the schema takes null (optional fields), and is "preenchido" where
 * the schema asks for at least one character or for one of its codes.
 */
export function schemaRule(schema: z.ZodMiniType, messages: { format?: string } = {}): FieldRule {
  return (value) => {
    const text = value.trim()
    if (isBlank(text) && z.safeParse(schema, null).success) return undefined
    const result = z.safeParse(schema, text)
    const issue = result.success ? undefined : result.error.issues[0]
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
    throw new Error(`schemaRule: no message for "${issue.code}"`)
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
