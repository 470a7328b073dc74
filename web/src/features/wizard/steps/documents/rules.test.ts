import type { DocumentsRecord } from '@censo/contracts'
import { sectionMark } from '@/features/wizard/components/section-mark'
import { describe, expect, it } from 'vitest'
import {
  canSaveDocument,
  courseBody,
  courseErrors,
  documentChanged,
  documentErrors,
  documentRules,
  emptyCourse,
  isDocumentComplete,
  isDocumentsStepComplete,
  requiredSections,
  SECTIONS,
  sectionsComplete,
  yearChoices,
  type DocumentKey,
  type DocValues,
} from './rules'
import { noDocuments } from '@/features/wizard/test-support'

const REQUIRED = 'Este campo deve ser preenchido'
const DATE = 'Uma data válida deve ser informada'

const none = noDocuments

/** A complete, valid form of each document. */
const complete: Record<DocumentKey, DocValues> = {
  rg: {
    pf_rg: '4455667',
    pf_rg_emissao: '21/07/2015',
    pf_rg_uf: 'PE',
    pf_rg_ent_classe_meta: 'SDS',
  },
  ppn: { pf_ppn: '12054378910', pf_ppn_emissao: '' },
  cnh: {
    pf_cnh: '04512398761',
    pf_cnh_cat: 'AB',
    pf_cnh_prim_hab: '15/03/2004',
    pf_cnh_emissao: '10/08/2024',
    pf_cnh_validade: '10/08/2029',
    pf_cnh_obs: '',
  },
  titulo_eleitor: {
    pf_tit_ele: '012345670809',
    pf_tit_ele_zon: '007',
    pf_tit_ele_sec: '0123',
    pf_tit_ele_emissao: '30/05/2012',
  },
  cert: { pf_cert_tipo: 'N', pf_cert: '12345', pf_cert_livro: 'A-12', pf_cert_pagina: '34' },
  cart_class: {
    pf_cart_class_tipo: 'CRM',
    pf_cart_class: '12345',
    pf_cart_class_emissao: '01/03/2005',
    pf_cart_class_validade: '',
  },
  reservista: { pf_res: '987654', pf_res_emissao: '01/07/1986' },
}

/** The document sections of the accordion (all but the degrees). */
const keys = SECTIONS.flatMap(({ key }) => (key === 'cursos' ? [] : [key]))
const change = (key: DocumentKey, values: DocValues) => ({ ...complete[key], ...values })

describe('the accordion', () => {
  it('has the 8 sections of the spec, numbered 1 to 8', () => {
    expect(SECTIONS.map(({ number, title }) => `${number} ${title}`)).toEqual([
      '1 Identidade',
      '2 PIS/PASEP/NIT',
      '3 CNH',
      '4 Título de eleitor',
      '5 Certidão de nascimento',
      '6 Conselho de classe',
      '7 Reservista',
      '8 Formação acadêmica',
    ])
  })
})

describe('document rules (spec §5)', () => {
  it.each(keys)('%s: a complete form has no errors, counts as complete and can be saved', (key) => {
    expect(documentErrors(key, complete[key])).toEqual({})
    expect(isDocumentComplete(key, complete[key])).toBe(true)
    expect(canSaveDocument(key, complete[key])).toBe(true)
  })

  const requiredFields: Array<[DocumentKey, string]> = [
    ['rg', 'pf_rg'],
    ['rg', 'pf_rg_emissao'],
    ['rg', 'pf_rg_uf'],
    ['rg', 'pf_rg_ent_classe_meta'],
    ['cnh', 'pf_cnh'],
    ['cnh', 'pf_cnh_validade'],
    ['cnh', 'pf_cnh_prim_hab'],
    ['cnh', 'pf_cnh_cat'],
    ['cnh', 'pf_cnh_emissao'],
    ['titulo_eleitor', 'pf_tit_ele'],
    ['titulo_eleitor', 'pf_tit_ele_sec'],
    ['titulo_eleitor', 'pf_tit_ele_zon'],
    ['titulo_eleitor', 'pf_tit_ele_emissao'],
    ['cert', 'pf_cert'],
    ['cert', 'pf_cert_livro'],
    ['cert', 'pf_cert_pagina'],
    ['cert', 'pf_cert_tipo'],
    ['cart_class', 'pf_cart_class_tipo'],
    ['cart_class', 'pf_cart_class'],
    ['cart_class', 'pf_cart_class_emissao'],
    ['reservista', 'pf_res'],
    ['reservista', 'pf_res_emissao'],
  ]

  it.each(requiredFields)('%s: %s must be filled', (key, field) => {
    const values = change(key, { [field]: ' ' })
    expect(documentErrors(key, values)).toEqual({ [field]: REQUIRED })
    expect(isDocumentComplete(key, values)).toBe(false)
    expect(canSaveDocument(key, values)).toBe(false)
  })

  const dateFields: Array<[DocumentKey, string]> = [
    ['rg', 'pf_rg_emissao'],
    ['ppn', 'pf_ppn_emissao'],
    ['cnh', 'pf_cnh_validade'],
    ['cnh', 'pf_cnh_prim_hab'],
    ['cnh', 'pf_cnh_emissao'],
    ['titulo_eleitor', 'pf_tit_ele_emissao'],
    ['cart_class', 'pf_cart_class_emissao'],
    ['cart_class', 'pf_cart_class_validade'],
    ['reservista', 'pf_res_emissao'],
  ]

  it.each(dateFields)('%s: %s must be a valid date', (key, field) => {
    for (const wrong of ['31/02/2020', '10/2020', '00/01/2020']) {
      expect(documentErrors(key, change(key, { [field]: wrong }))).toEqual({ [field]: DATE })
    }
  })

  it('the observation of the licence is optional, at most 35 characters', () => {
    expect(documentErrors('cnh', change('cnh', { pf_cnh_obs: 'A'.repeat(35) }))).toEqual({})
    expect(documentErrors('cnh', change('cnh', { pf_cnh_obs: 'A'.repeat(36) }))).toEqual({
      pf_cnh_obs: 'Use no máximo 35 caracteres.',
    })
  })

  it('the council validity is optional; everything else of the council is required', () => {
    expect(
      isDocumentComplete('cart_class', change('cart_class', { pf_cart_class_validade: '' })),
    ).toBe(true)
  })

  it('PIS/PASEP/NIT: at most 11 digits, always savable, complete only with a number', () => {
    expect(documentErrors('ppn', change('ppn', { pf_ppn: '123456789012' }))).toEqual({
      pf_ppn: 'Use no máximo 11 caracteres.',
    })
    expect(documentErrors('ppn', change('ppn', { pf_ppn: '1234.56' }))).toEqual({
      pf_ppn: 'Use apenas números.',
    })
    const empty = { pf_ppn: '', pf_ppn_emissao: '' }
    expect(documentErrors('ppn', empty)).toEqual({})
    expect(isDocumentComplete('ppn', empty)).toBe(false)
    expect(canSaveDocument('ppn', empty)).toBe(true)
    expect(canSaveDocument('ppn', change('ppn', { pf_ppn: '123456789012' }))).toBe(true)
  })

  it('a choice the contract does not take counts as none chosen', () => {
    expect(documentErrors('rg', change('rg', { pf_rg_uf: 'pe' }))).toEqual({ pf_rg_uf: REQUIRED })
    expect(documentErrors('cert', change('cert', { pf_cert_tipo: 'X' }))).toEqual({
      pf_cert_tipo: REQUIRED,
    })
    expect(
      documentErrors('cart_class', change('cart_class', { pf_cart_class_tipo: 'CR-M' })),
    ).toEqual({ pf_cart_class_tipo: REQUIRED })
    expect(
      courseErrors({
        pf_curso_grau: 'X',
        pf_curso_situacao: 'C',
        pf_curso: 'Direito',
        pf_curso_ano_conclusao: '2020',
      }),
    ).toEqual({ pf_curso_grau: REQUIRED })
  })

  it('maximum lengths follow the server (number 20, certificate 40, zone and section 10)', () => {
    expect(documentErrors('rg', change('rg', { pf_rg: '1'.repeat(21) })).pf_rg).toBe(
      'Use no máximo 20 caracteres.',
    )
    expect(documentErrors('cert', change('cert', { pf_cert: '1'.repeat(41) })).pf_cert).toBe(
      'Use no máximo 40 caracteres.',
    )
    expect(
      documentErrors('titulo_eleitor', change('titulo_eleitor', { pf_tit_ele_zon: '1'.repeat(11) }))
        .pf_tit_ele_zon,
    ).toBe('Use no máximo 10 caracteres.')
  })
})

describe('bodies and changes', () => {
  it('sends ISO dates, trims text, null for optional blanks and city 0', () => {
    expect(documentRules.rg.toBody(change('rg', { pf_rg: ' 4455667 ' }))).toEqual({
      pf_rg: '4455667',
      pf_rg_emissao: '2015-07-21',
      pf_rg_uf: 'PE',
      pf_rg_ent_classe_meta: 'SDS',
    })
    expect(documentRules.cnh.toBody(complete.cnh)).toMatchObject({
      pf_cnh_obs: null,
      cidade_id: 0,
      pf_cnh_validade: '2029-08-10',
    })
    expect(documentRules.titulo_eleitor.toBody(complete.titulo_eleitor).cidade_id).toBe(0)
    expect(documentRules.ppn.toBody({ pf_ppn: '', pf_ppn_emissao: '' })).toEqual({
      pf_ppn: null,
      pf_ppn_emissao: null,
    })
    expect(documentRules.cart_class.toBody(complete.cart_class).pf_cart_class_validade).toBeNull()
  })

  it('reads stored documents back into the form (ISO → DD/MM/YYYY, null → empty)', () => {
    const stored: DocumentsRecord = {
      ...none,
      rg: { pf_rg: '4455667', pf_rg_emissao: null, pf_rg_uf: 'PE', pf_rg_ent_classe_meta: 'SDS' },
    }
    const values = documentRules.rg.fromStored(stored)
    expect(values).toEqual({ ...complete.rg, pf_rg_emissao: '' })
    expect(isDocumentComplete('rg', values)).toBe(false)
    expect(documentRules.cnh.fromStored(none).pf_cnh).toBe('')
  })

  it('a document is saved only when its content differs from the loaded one', () => {
    const stored: DocumentsRecord = { ...none, rg: documentRules.rg.toBody(complete.rg) }
    expect(documentChanged('rg', complete.rg, stored)).toBe(false)
    expect(documentChanged('rg', change('rg', { pf_rg: '4455667 ' }), stored)).toBe(false)
    expect(documentChanged('rg', change('rg', { pf_rg_uf: 'PB' }), stored)).toBe(true)
    expect(documentChanged('cnh', complete.cnh, stored)).toBe(true)
    expect(documentChanged('cnh', documentRules.cnh.fromStored(none), stored)).toBe(false)
  })
})

describe('academic degrees', () => {
  const today = '2026-11-20'

  it('offers the current year to seven years ahead, the current one by default', () => {
    expect(yearChoices(today)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
    ])
    expect(emptyCourse(today).pf_curso_ano_conclusao).toBe('2026')
  })

  it('needs the 4 fields and a 4-character year', () => {
    expect(courseErrors(emptyCourse(today))).toEqual({
      pf_curso_grau: REQUIRED,
      pf_curso_situacao: REQUIRED,
      pf_curso: REQUIRED,
    })
    const filled = {
      pf_curso_grau: 'G',
      pf_curso_situacao: 'CS',
      pf_curso: ' Direito ',
      pf_curso_ano_conclusao: '2027',
    }
    expect(courseErrors(filled)).toEqual({})
    expect(courseErrors({ ...filled, pf_curso_ano_conclusao: '27' })).toEqual({
      pf_curso_ano_conclusao: 'Informe um ano com 4 dígitos.',
    })
    expect(courseErrors({ ...filled, pf_curso_ano_conclusao: '' })).toEqual({
      pf_curso_ano_conclusao: REQUIRED,
    })
    expect(courseBody(filled)).toEqual({ ...filled, pf_curso: 'Direito' })
    expect(courseBody({ ...filled, pf_curso_grau: 'X' })).toBeNull()
    expect(courseBody(emptyCourse(today))).toBeNull()
  })
})

describe('step 1 completeness (spec §4)', () => {
  const recife = [1, 2, 3, 4, 7]
  const woman = 'f6rj36'
  const man = 'm6rj36'

  it('requires the municipality list, the licence only from 18 and the reservist only for men', () => {
    expect(requiredSections(recife, 40, man)).toEqual([1, 2, 3, 4, 7])
    expect(requiredSections(recife, 40, woman)).toEqual([1, 2, 3, 4])
    expect(requiredSections(recife, 18, woman)).toEqual([1, 2, 3, 4])
    expect(requiredSections(recife, 17, woman)).toEqual([1, 2, 4])
    expect(requiredSections(recife, 15, man)).toEqual([1, 2, 4, 7])
    // Unknown sex (default X) is not male; unknown age (default 10) is not adult.
    expect(requiredSections(recife, 10, 'X')).toEqual([1, 2, 4])
    expect(requiredSections([1, 2, 4, 7, 8], 40, man)).toEqual([1, 2, 4, 7, 8])
  })

  it('is complete when every required section is complete from the saved data', () => {
    const saved: DocumentsRecord = {
      ...none,
      rg: documentRules.rg.toBody(complete.rg),
      ppn: documentRules.ppn.toBody(complete.ppn),
      cnh: documentRules.cnh.toBody(complete.cnh),
      titulo_eleitor: documentRules.titulo_eleitor.toBody(complete.titulo_eleitor),
    }
    const sections = sectionsComplete(saved, [])
    expect(sections).toMatchObject({ rg: true, ppn: true, cnh: true, reservista: false })
    expect(isDocumentsStepComplete(requiredSections(recife, 40, woman), sections)).toBe(true)
    expect(isDocumentsStepComplete(requiredSections(recife, 40, man), sections)).toBe(false)
    const withoutCnh = sectionsComplete({ ...saved, cnh: null }, [])
    expect(isDocumentsStepComplete(requiredSections(recife, 40, woman), withoutCnh)).toBe(false)
    expect(isDocumentsStepComplete(requiredSections(recife, 15, woman), withoutCnh)).toBe(true)
  })

  it('counts the degrees section with at least one degree', () => {
    const course = {
      curso_id: 1,
      pf_curso_grau: 'M' as const,
      pf_curso_situacao: 'C' as const,
      pf_curso: 'Mestrado',
      pf_curso_ano_conclusao: '2005',
    }
    expect(sectionsComplete(none, []).cursos).toBe(false)
    expect(sectionsComplete(none, [course]).cursos).toBe(true)
  })

  it('marks a section: check when complete, error when required and incomplete', () => {
    expect(sectionMark(true, true)).toBe('complete')
    expect(sectionMark(true, false)).toBe('complete')
    expect(sectionMark(false, true)).toBe('missing')
    expect(sectionMark(false, false)).toBe('none')
  })
})
