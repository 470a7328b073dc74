import {
  certificateFields,
  cnhFields,
  courseFields,
  identityFields,
  personNameSchema,
  ppnFields,
  sexoSchema,
  voterCardFields,
} from '@censo/contracts'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { schemaMaxLength, schemaRule } from './schema-rules'

describe('schemaRule (limits from the contract, messages from the spec)', () => {
  it('a required text: "preenchido" when blank, its maximum when too long', () => {
    const rg = schemaRule(identityFields.pf_rg)
    expect(rg('')).toBe('Este campo deve ser preenchido')
    expect(rg('   ')).toBe('Este campo deve ser preenchido')
    expect(rg('1'.repeat(20))).toBeUndefined()
    expect(rg('1'.repeat(21))).toBe('Use no máximo 20 caracteres.')
    // Checked as sent: trimmed.
    expect(rg(` ${'1'.repeat(20)} `)).toBeUndefined()
    expect(schemaRule(voterCardFields.pf_tit_ele_zon)('12345678901')).toBe(
      'Use no máximo 10 caracteres.',
    )
  })

  it('an optional text passes blank and keeps its maximum', () => {
    const obs = schemaRule(cnhFields.pf_cnh_obs)
    expect(obs('')).toBeUndefined()
    expect(obs('x'.repeat(35))).toBeUndefined()
    expect(obs('x'.repeat(36))).toBe('Use no máximo 35 caracteres.')
  })

  it('a pattern says the message the form gives for it', () => {
    const ppn = schemaRule(ppnFields.pf_ppn, { format: 'Use apenas números.' })
    expect(ppn('')).toBeUndefined()
    expect(ppn('0123')).toBeUndefined()
    expect(ppn('12a')).toBe('Use apenas números.')
    expect(ppn('123456789012')).toBe('Use no máximo 11 caracteres.')
    const year = schemaRule(courseFields.pf_curso_ano_conclusao, { format: 'Ano' })
    expect(year('2020')).toBeUndefined()
    expect(year('20')).toBe('Ano')
  })

  it('a choice among the schema\'s codes: "preenchido" when none or an unknown one', () => {
    const sexo = schemaRule(sexoSchema)
    expect(sexo('')).toBe('Este campo deve ser preenchido')
    expect(sexo('masculino')).toBe('Este campo deve ser preenchido')
    expect(sexo('m6rj36')).toBeUndefined()
    expect(schemaRule(certificateFields.pf_cert_tipo)('C')).toBeUndefined()
  })

  it('a check without a message is a gap of the form, not a message to the person', () => {
    const unlabelled = schemaRule(z.string().check(z.regex(/^\d+$/)))
    expect(() => unlabelled('abc')).toThrow(/no message for "invalid_format"/)
  })
})

describe("schemaMaxLength (the input's maxLength from the contract)", () => {
  it('reads the maximum of required, optional and patterned texts', () => {
    expect(schemaMaxLength(identityFields.pf_rg)).toBe(20)
    expect(schemaMaxLength(voterCardFields.pf_tit_ele_sec)).toBe(10)
    expect(schemaMaxLength(cnhFields.pf_cnh_obs)).toBe(35)
    expect(schemaMaxLength(ppnFields.pf_ppn)).toBe(11)
    expect(schemaMaxLength(personNameSchema)).toBe(200)
  })

  it('is undefined where the schema sets no maximum', () => {
    expect(schemaMaxLength(courseFields.pf_curso_ano_conclusao)).toBeUndefined()
    expect(schemaMaxLength(z.string())).toBeUndefined()
  })
})
