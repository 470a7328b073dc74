import { sampleProfile } from '@censo/fixtures/samples/profile'
import { describe, expect, it } from 'vitest'
import {
  disabledFields,
  editableFields,
  isProfileComplete,
  pnePut,
  profileChanged,
  profileErrors,
  profilePatch,
  profileValues,
  racaCorPut,
  toProfile,
  type ProfileValues,
} from './rules'
import { person as samplePerson } from '@/features/wizard/test-support'

const TODAY = '2026-11-20'

const person = samplePerson({
  pf_id: 1001,
  foto_url: 'http://mock.test/files/fotos/1001.svg?w=250&q=100',
})
const profile = toProfile(person)
const values = profileValues(profile)
const withValues = (change: Partial<ProfileValues>): ProfileValues => ({ ...values, ...change })

describe('loading the profile', () => {
  it('shows the CPF masked, dates as DD/MM/YYYY and absent fields empty', () => {
    expect(values).toEqual({
      nome: 'Maria das Graças Albuquerque',
      nome_social: '',
      cpf: '529.982.247-25',
      nascimento: '15/04/1968',
      sexo: 'f6rj36',
      escol: 'e4mdcp',
      genero: '',
      orientacao_sexual: '',
      est_civil: 'a1s8lt',
      etnia: '3',
      nome_pai: 'Severino Albuquerque',
      nome_mae: 'Luzia Albuquerque',
      pne: '',
      pf_pne_grau: '',
      pf_pne_data: '',
    })
  })

  it('disables name, CPF and birth date when the CPF is validated; the degree always', () => {
    expect([...disabledFields(profile)]).toEqual(['pf_pne_grau'])
    const validated = toProfile({ ...person, pf_cpf_valid: true })
    expect(new Set(disabledFields(validated))).toEqual(
      new Set(['cpf', 'nascimento', 'nome', 'pf_pne_grau']),
    )
    expect(editableFields(validated)).not.toContain('cpf')
    expect(editableFields(profile)).toContain('cpf')
    expect(editableFields(profile)).not.toContain('nome')
  })
})

describe('step 0 rules (spec §5)', () => {
  it('a complete profile has no errors', () => {
    expect(profileErrors(values, TODAY)).toEqual({})
    expect(isProfileComplete(values, TODAY)).toBe(true)
  })

  it.each(['nome', 'nome_pai', 'nome_mae', 'sexo', 'escol', 'est_civil', 'etnia'] as const)(
    '%s is required: "Este campo deve ser preenchido"',
    (field) => {
      for (const empty of ['', '   ']) {
        const errors = profileErrors(withValues({ [field]: empty }), TODAY)
        expect(errors).toEqual({ [field]: 'Este campo deve ser preenchido' })
      }
      expect(isProfileComplete(withValues({ [field]: '' }), TODAY)).toBe(false)
    },
  )

  it('names and the social name are at most as long as the contract takes', () => {
    const long = 'A'.repeat(201)
    for (const field of ['nome', 'nome_pai', 'nome_mae', 'nome_social'] as const) {
      expect(profileErrors(withValues({ [field]: 'A'.repeat(200) }), TODAY)).toEqual({})
      expect(profileErrors(withValues({ [field]: long }), TODAY)).toEqual({
        [field]: 'Use no máximo 200 caracteres.',
      })
    }
  })

  it('a sex code the contract does not know counts as none chosen', () => {
    expect(profileErrors(withValues({ sexo: 'feminino' }), TODAY)).toEqual({
      sexo: 'Este campo deve ser preenchido',
    })
  })

  it('the CPF must pass the check digits: "Um CPF válido deve ser informado"', () => {
    for (const cpf of ['529.982.247-24', '111.111.111-11', '529.982.247', '']) {
      expect(profileErrors(withValues({ cpf }), TODAY)).toEqual({
        cpf: 'Um CPF válido deve ser informado',
      })
    }
  })

  it('the birth date must be a real date, not in the future: "Uma data válida deve ser informada"', () => {
    for (const nascimento of ['31/02/1968', '15/04/68', '', '21/11/2026']) {
      expect(profileErrors(withValues({ nascimento }), TODAY)).toEqual({
        nascimento: 'Uma data válida deve ser informada',
      })
    }
    expect(profileErrors(withValues({ nascimento: '20/11/2026' }), TODAY)).toEqual({})
  })

  it('the optional fields may stay empty; a disability start date, when given, is a real date not in the future', () => {
    const optional = withValues({ nome_social: '', genero: '', orientacao_sexual: '', pne: '' })
    expect(isProfileComplete(optional, TODAY)).toBe(true)
    expect(profileErrors(withValues({ pne: 'fisica', pf_pne_data: '30/02/2015' }), TODAY)).toEqual({
      pf_pne_data: 'Uma data válida deve ser informada',
    })
    expect(profileErrors(withValues({ pne: 'fisica', pf_pne_data: '01/06/2015' }), TODAY)).toEqual(
      {},
    )
    // The server refuses a future start date and that failure is not shown (spec §8).
    expect(profileErrors(withValues({ pne: 'fisica', pf_pne_data: '21/11/2026' }), TODAY)).toEqual({
      pf_pne_data: 'Uma data válida deve ser informada',
    })
    expect(profileErrors(withValues({ pne: 'fisica', pf_pne_data: '20/11/2026' }), TODAY)).toEqual(
      {},
    )
  })
})

describe('the profile PATCH (spec §7)', () => {
  it('sends the profile with null fields left out and ISO dates', () => {
    // The sample profile, whose social name, gender and orientation are null.
    const { cpf, nome, nascimento, filiacao, sexo, escolaridade, estado_civil } = sampleProfile
    expect(profilePatch(values, profile)).toEqual({
      cpf,
      nome,
      nascimento,
      filiacao,
      sexo,
      escol: escolaridade,
      est_civil: estado_civil,
    })
  })

  it('leaves CPF, name and birth date out when the CPF is validated', () => {
    const validated = toProfile({ ...person, pf_cpf_valid: true })
    const body = profilePatch(profileValues(validated), validated)
    expect(body).not.toHaveProperty('cpf')
    expect(body).not.toHaveProperty('nome')
    expect(body).not.toHaveProperty('nascimento')
  })

  it('carries the chosen codes, the social name and the stored death date', () => {
    const dead = toProfile({ ...person, obito: '2024-01-02' })
    const body = profilePatch(
      { ...profileValues(dead), genero: '1', orientacao_sexual: '5', nome_social: ' Mari ' },
      dead,
    )
    expect(body).toMatchObject({
      genero: '1',
      orientacao_sexual: '5',
      nome_social: 'Mari',
      obito: '2024-01-02',
    })
  })

  it('clears a social name the profile had by sending an empty one', () => {
    const named = toProfile({ ...person, nome_social: 'Mari' })
    expect(profilePatch({ ...profileValues(named), nome_social: '' }, named).nome_social).toBe('')
    expect(profilePatch(values, profile)).not.toHaveProperty('nome_social')
  })

  it('is sent only when its payload differs from the loaded one', () => {
    expect(profileChanged(values, profile)).toBe(false)
    // Whitespace alone does not change the payload.
    expect(profileChanged(withValues({ nome_pai: 'Severino Albuquerque ' }), profile)).toBe(false)
    // Nor do the fields that go by their own calls.
    expect(profileChanged(withValues({ etnia: '1', pne: 'fisica' }), profile)).toBe(false)
    expect(profileChanged(withValues({ nome_pai: 'Severino A.' }), profile)).toBe(true)
    expect(profileChanged(withValues({ genero: '2' }), profile)).toBe(true)
    expect(profileChanged(withValues({ cpf: '111.444.777-35' }), profile)).toBe(true)
  })
})

describe('the disability and ethnicity PUTs (spec §4, §7)', () => {
  it('sends the disability only when set and changed, with the degree prefixed PCD_', () => {
    expect(pnePut(values, profile)).toBeNull()
    expect(pnePut(withValues({ pne: 'fisica', pf_pne_data: '01/06/2015' }), profile)).toEqual({
      pf_pne: 'fisica',
      pf_pne_data: '2015-06-01',
      pf_pne_grau: null,
    })
    const graded = toProfile({
      ...person,
      pne: { pf_pne: 'fisica', pf_pne_grau: 'LEVE', pf_pne_data: '2015-06-01' },
    })
    const gradedValues = profileValues(graded)
    expect(gradedValues.pf_pne_grau).toBe('LEVE')
    expect(pnePut(gradedValues, graded)).toBeNull()
    expect(pnePut({ ...gradedValues, pne: 'visual' }, graded)).toEqual({
      pf_pne: 'visual',
      pf_pne_data: '2015-06-01',
      pf_pne_grau: 'PCD_LEVE',
    })
    expect(pnePut({ ...gradedValues, pf_pne_data: '02/06/2015' }, graded)?.pf_pne_data).toBe(
      '2015-06-02',
    )
    // Choosing "Nenhuma" sends nothing.
    expect(pnePut({ ...gradedValues, pne: '' }, graded)).toBeNull()
  })

  it('sends the ethnicity only when set and changed', () => {
    expect(racaCorPut(values, profile)).toBeNull()
    expect(racaCorPut(withValues({ etnia: '' }), profile)).toBeNull()
    expect(racaCorPut(withValues({ etnia: '5' }), profile)).toEqual({ pf_racacor: '5' })
  })
})
