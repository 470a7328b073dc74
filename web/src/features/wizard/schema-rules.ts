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

// Longer than any text field the contract has.
const PROBE = ' '.repeat(10_000)

/** The schema's maximum length, for the input's `maxLength`: the `too_big` of an overlong value. */
export function schemaMaxLength(schema: z.ZodMiniType): number | undefined {
  const result = z.safeParse(schema, PROBE)
  const tooBig = result.error?.issues.find((issue) => issue.code === 'too_big')
  return tooBig ? Number(tooBig.maximum) : undefined
}
