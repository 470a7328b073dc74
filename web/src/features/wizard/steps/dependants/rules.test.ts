import {
  sampleDependantExtras,
  sampleFamilyLink,
  sampleNewDependant,
} from '@censo/fixtures/samples/dependants'
import { describe, expect, it } from 'vitest'
import {
  canSaveDependant,
  dependantErrors,
  dependantWrites,
  emptyDependant,
  identityComplete,
  startDateForChild,
  type DependantValues,
} from './rules'

const TODAY = '2026-11-24'
const FILHO = 'p7f1lh'
const parentescos = [
  { value: FILHO, label: 'Filho' },
  { value: 'p9cj6e', label: 'Conjuge' },
]

/** A daughter without CPF nor identity: the six fields §5 asks for. */
const daughter: DependantValues = {
  ...emptyDependant,
  nome: 'Beatriz Albuquerque Lima',
  nascimento: '30/09/2012',
  sexo: 'f6rj36',
  parentesco: FILHO,
  motivo_inicio: '1',
  inicio: '30/09/2012',
}

describe('step 3 rules (census-wizard §5 Step 3)', () => {
  it('enables SALVAR only with name, birth date, start date and reason, sex and kinship', () => {
    expect(canSaveDependant(daughter, TODAY)).toBe(true)
    for (const name of [
      'nome',
      'nascimento',
      'sexo',
      'parentesco',
      'motivo_inicio',
      'inicio',
    ] as const) {
      const errors = dependantErrors({ ...daughter, [name]: '' }, TODAY)
      expect(errors[name]).toBe('Este campo deve ser preenchido')
      expect(canSaveDependant({ ...daughter, [name]: '' }, TODAY)).toBe(false)
    }
  })

  it('wants both dates valid, and neither in the future', () => {
    expect(dependantErrors({ ...daughter, nascimento: '31/02/2012' }, TODAY).nascimento).toBe(
      'Uma data válida deve ser informada',
    )
    expect(dependantErrors({ ...daughter, inicio: '01/01/2030' }, TODAY).inicio).toBe(
      'Uma data válida deve ser informada',
    )
  })

  it('takes the CPF as optional, but a typed one must be valid', () => {
    expect(dependantErrors({ ...daughter, cpf: '' }, TODAY).cpf).toBeUndefined()
    expect(dependantErrors({ ...daughter, cpf: '624.018.270-21' }, TODAY).cpf).toBeUndefined()
    expect(dependantErrors({ ...daughter, cpf: '624.018.270-22' }, TODAY).cpf).toBe(
      'Um CPF válido deve ser informado',
    )
  })

  it('refuses an end date before the start (the server would too)', () => {
    const errors = dependantErrors({ ...daughter, fim: '01/01/2010' }, TODAY)
    expect(errors.fim).toBe('A data de fim não pode ser anterior à data de início.')
    expect(dependantErrors({ ...daughter, fim: '30/09/2030', motivo_fim: '51' }, TODAY).fim).toBe(
      undefined,
    )
  })

  it('sends the identity only with number, a valid issue date, issuing body and UF', () => {
    const identity = {
      pf_rg: '1234567',
      pf_rg_emissao: '10/01/2020',
      pf_rg_uf: 'PE',
      pf_rg_ent_classe_meta: 'SDS',
    }
    expect(identityComplete({ ...daughter, ...identity })).toBe(true)
    for (const name of Object.keys(identity)) {
      expect(identityComplete({ ...daughter, ...identity, [name]: '' })).toBe(false)
    }
    expect(identityComplete({ ...daughter, ...identity, pf_rg_emissao: '10/13/2020' })).toBe(false)
    expect(dependantWrites({ ...daughter, ...identity }).identity).toEqual({
      ...identity,
      pf_rg_emissao: '2020-01-10',
    })
    expect(dependantWrites({ ...daughter, pf_rg: '1234567' }).identity).toBeNull()
  })

  it('copies a full birth date into the start date for Filho only (§4)', () => {
    const chosen = { ...daughter, inicio: '' }
    expect(startDateForChild(chosen, parentescos)).toBe('30/09/2012')
    expect(startDateForChild({ ...chosen, nascimento: '30/09/20' }, parentescos)).toBeNull()
    expect(startDateForChild({ ...chosen, parentesco: 'p9cj6e' }, parentescos)).toBeNull()
  })

  it("builds the creation's bodies with the spec's defaults (§9)", () => {
    // The sample daughter, typed with her CPF.
    const writes = dependantWrites({ ...daughter, cpf: '624.018.270-21', pne: 'visual' })
    expect(writes.insert).toEqual(sampleNewDependant)
    expect(writes.clas).toBe(sampleFamilyLink.clas)
    expect(writes.extras).toEqual(sampleDependantExtras)
    expect(writes.pne).toEqual({ pf_pne: 'visual', pf_pne_data: null, pf_pne_grau: null })
    expect(dependantWrites(daughter).insert.cpf).toBeNull()
    expect(dependantWrites(daughter).pne).toBeNull()
  })
})
