import type { EmploymentRecord } from '@censo/contracts/schemas/rh/employment'
import { describe, expect, it } from 'vitest'
import {
  areRecordsValid,
  benefitBody,
  extrasBody,
  functionalTitle,
  instituidorPatch,
  instituidorPpn,
  isRecordValid,
  recordErrors,
  shapeOf,
  universalBody,
  valuesOf,
} from './rules'
import { activeRecord, pensionRecord, recordExtras, retiredRecord } from './test-routes'
import { PF_ID } from '@/features/wizard/test-wire'

const TODAY = '2026-11-24'
const PF = PF_ID
/** The shared records; the active servant with an abono date, the pension with one 'Sim'. */
const active: EmploymentRecord = {
  ...activeRecord,
  extras: { ...recordExtras, data_abono_permanencia: '2020-01-15' },
}
const retired = retiredRecord
const pension: EmploymentRecord = {
  ...pensionRecord,
  extras: { ...recordExtras, efetivo_magesterio: false, efetivo_magesterio_superior: true },
}

describe('step 4 rules (census-wizard §5 Step 4)', () => {
  it('titles the functional section by category and shapes each record', () => {
    expect(functionalTitle(1)).toBe('Dados funcionais')
    expect(functionalTitle(2)).toBe('Dados funcionais')
    expect(functionalTitle(3)).toBe('Dados funcionais do instituidor')
    expect(functionalTitle(8)).toBe('Dados funcionais do instituidor')
    expect(shapeOf(active)).toMatchObject({ hasBenefit: false, hasInstituidor: false })
    expect(shapeOf(retired)).toMatchObject({ hasBenefit: true, hasInstituidor: false })
    expect(shapeOf(pension)).toMatchObject({
      hasBenefit: true,
      showsInstituidor: true,
      hasInstituidor: true,
      instituidorLocked: false,
    })
    // §2: the section shows for every pension; "with an instituidor" only when the record has one.
    expect(shapeOf({ ...pension, instituidor: null })).toMatchObject({
      showsInstituidor: true,
      hasInstituidor: false,
    })
  })

  it('wants the registration number and a valid entry date', () => {
    const values = valuesOf(active, PF)
    expect(isRecordValid(shapeOf(active), values, TODAY)).toBe(true)
    expect(recordErrors(shapeOf(active), { ...values, matricula: '  ' }, TODAY).matricula).toBe(
      'Este campo deve ser preenchido',
    )
    expect(
      recordErrors(shapeOf(active), { ...values, data_movimento: '31/02/1994' }, TODAY)
        .data_movimento,
    ).toBe('Uma data válida deve ser informada')
  })

  it('wants the benefit type and grant date for categories 2 and 3; the pension grant date is the pensioner’s own', () => {
    const values = valuesOf(retired, PF)
    expect(recordErrors(shapeOf(retired), { ...values, regra: '' }, TODAY).regra).toBe(
      'Este campo deve ser preenchido',
    )
    expect(valuesOf(pension, PF).data_concessao).toBe('14/08/2019')
  })

  it('wants the instituidor complete: a name of 3 letters, a valid CPF, both dates and both choices', () => {
    const values = valuesOf(pension, PF)
    expect(isRecordValid(shapeOf(pension), values, TODAY)).toBe(true)
    const errors = recordErrors(
      shapeOf(pension),
      {
        ...values,
        inst_nome: 'Jo',
        inst_cpf: '910.374.655-00',
        inst_obito: '',
        efetivo_magesterio: '',
      },
      TODAY,
    )
    expect(Object.keys(errors).toSorted()).toEqual([
      'efetivo_magesterio',
      'inst_cpf',
      'inst_nome',
      'inst_obito',
    ])
    expect(errors.inst_cpf).toBe('Um CPF válido deve ser informado')
  })

  it('is complete only when every record is valid', () => {
    expect(areRecordsValid([active, retired, pension], PF, TODAY)).toBe(true)
    expect(areRecordsValid([active, { ...retired, matricula: '' }], PF, TODAY)).toBe(false)
    expect(areRecordsValid([], PF, TODAY)).toBe(true)
    // A save waiting on the device counts with what it sends.
    const mended = valuesOf(retired, PF)
    const broken = { ...retired, matricula: '' }
    expect(
      areRecordsValid([active, broken], PF, TODAY, (record) =>
        record === broken ? mended : undefined,
      ),
    ).toBe(true)
  })

  it('sends pensionistas only for category 3 and the abono only for category 1 (§7)', () => {
    expect(universalBody(active, valuesOf(active, PF), PF)).toEqual({
      matricula: '0123456',
      categoria_cod: 1,
      data_movimento: '1994-03-01',
    })
    expect(universalBody(pension, valuesOf(pension, PF), PF).pensionistas).toEqual([
      { pf_id: PF, data_concessao: '2019-08-14' },
    ])
    expect(extrasBody(active, valuesOf(active, PF)).data_abono_permanencia).toBe('2020-01-15')
    expect('data_abono_permanencia' in extrasBody(retired, valuesOf(retired, PF))).toBe(false)
    const choices = {
      ...valuesOf(pension, PF),
      efetivo_magesterio: 'S',
      efetivo_magesterio_superior: 'N',
    }
    expect(extrasBody(pension, choices)).toMatchObject({
      pf_id: 9042,
      pf_id_pensionista: null,
      efetivo_magesterio: true,
      efetivo_magesterio_superior: false,
    })
  })

  it('sends the benefit for categories 2 and 3 only, its category following categoria_cod', () => {
    expect(benefitBody(active, valuesOf(active, PF))).toBeNull()
    expect(benefitBody(retired, { ...valuesOf(retired, PF), regra: 'invalidez' })).toMatchObject({
      tipo: 'aposentadoria',
      regra: 'invalidez',
      data_concessao: '2021-06-15',
    })
    expect(benefitBody(pension, valuesOf(pension, PF))?.tipo).toBe('pensao')
  })

  it("sends the instituidor's CPF only when not validated, changed and valid; name and birth only while not validated", () => {
    const values = valuesOf(pension, PF)
    expect(instituidorPatch(pension, values, PF)).toEqual({
      nome: 'Raimundo Nonato Moura',
      nascimento: '1950-01-01',
      obito: '2019-08-14',
    })
    expect(instituidorPatch(pension, { ...values, inst_cpf: '529.982.247-25' }, PF)?.cpf).toBe(
      '52998224725',
    )
    expect(
      instituidorPatch(pension, { ...values, inst_cpf: '529.982.247-26' }, PF)?.cpf,
    ).toBeUndefined()
    const locked = { ...pension, instituidor: { ...pension.instituidor!, pf_cpf_valid: true } }
    expect(instituidorPatch(locked, { ...values, inst_cpf: '529.982.247-25' }, PF)).toEqual({
      obito: '2019-08-14',
    })
    expect(instituidorPpn(pension, values, PF)).toBeNull()
    expect(instituidorPpn(pension, { ...values, inst_ppn: '12345678901' }, PF)).toEqual({
      pf_id: 9042,
      pf_ppn: '12345678901',
      pf_ppn_emissao: null,
    })
  })

  it('asks nothing of a pension without an instituidor, checks what is typed, and writes only that', () => {
    const bare: EmploymentRecord = { ...pension, instituidor: null }
    const empty = valuesOf(bare, PF)
    expect(empty).toMatchObject({ inst_nome: '', inst_cpf: '', inst_obito: '' })
    // §5 "Category 3 with an instituidor": without one, neither his fields nor the choices.
    expect(isRecordValid(shapeOf(bare), { ...empty, efetivo_magesterio: '' }, TODAY)).toBe(true)
    expect(
      recordErrors(shapeOf(bare), { ...empty, inst_nome: 'Jo', inst_cpf: '910.374.655-00' }, TODAY),
    ).toEqual({
      inst_nome: 'Este campo deve ser preenchido',
      inst_cpf: 'Um CPF válido deve ser informado',
    })
    expect(instituidorPatch(bare, empty, PF)).toBeNull()
    expect(instituidorPatch(bare, { ...empty, inst_obito: '14/08/2019' }, PF)).toEqual({
      obito: '2019-08-14',
    })
    // Its choices are not asked: the extras keep what the record holds.
    expect(extrasBody(bare, { ...empty, efetivo_magesterio: '' })).toMatchObject({
      efetivo_magesterio: false,
      efetivo_magesterio_superior: true,
    })
    // A record on the pensioner's own pf_id is never written as if it were the instituidor.
    const own: EmploymentRecord = { ...bare, pf_id: PF }
    expect(instituidorPatch(own, { ...empty, inst_nome: 'Raimundo' }, PF)).toBeNull()
    expect(instituidorPpn(own, { ...empty, inst_ppn: '12345678901' }, PF)).toBeNull()
  })
})
