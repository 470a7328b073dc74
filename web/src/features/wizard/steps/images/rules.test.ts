import type { Requirements } from '@censo/contracts'
import { IMAGE_TYPE as T } from '@censo/contracts/schemas/social/document-images'
import { describe, expect, it } from 'vitest'
import {
  lastSender,
  countedImages,
  imageRequirements,
  isImagesStepComplete,
  isRequirementMet,
  type ImageRecord,
  type ImageRequirement,
  type ImageRulesInput,
  type SentImages,
} from './rules'

const MAN = 'm6rj36'
const WOMAN = 'f6rj36'
const SINGLE = 'a1s8lt'
const CONTRACHEQUE = 'i0k6d5'
const CNIS = 'cnis'

const config = (partial: Partial<Requirements['imagens']> = {}): Requirements['imagens'] => ({
  obrigatorios: [],
  opcionais: [],
  por_categoria: {},
  ...partial,
})

/** A municipality like the fixtures' first one. */
const recife = config({
  obrigatorios: [T.foto, T.rg, T.cnh, T.tituloEleitor, T.reservista, T.pisPasep],
  opcionais: [T.certidaoCasamento, T.escolaridade, T.laudoPcd, CNIS],
  por_categoria: {
    '1': [CONTRACHEQUE, T.atoPosse],
    '2': [T.atoPosse, T.atoConcessao, CNIS],
    '3': [T.atoConcessao, T.certidaoObito],
  },
})

/** Records of these categories (a pension's instituidor left unknown). */
const of = (categorias: readonly number[]): ImageRecord[] =>
  categorias.map((categoria) => ({ categoria, instituidor: null }))

/** A pension of this instituidor (pf_id), or null when the RH record carries none. */
const pension = (instituidor: number | null): ImageRecord => ({ categoria: 3, instituidor })

const person: ImageRulesInput = {
  imagens: config(),
  records: [],
  estadoCivil: SINGLE,
  courses: 0,
  dependants: 0,
  disability: null,
  age: 40,
  sexo: WOMAN,
}

const requirements = (changes: Partial<ImageRulesInput> = {}) =>
  imageRequirements({ ...person, ...changes })
const entryOf = (list: readonly ImageRequirement[], type: string) =>
  list.find((requirement) => requirement.type === type)
const entry = (changes: Partial<ImageRulesInput>, type: string) =>
  entryOf(requirements(changes), type)

const sent = (byType: Record<string, number> = {}, more: Partial<SentImages> = {}): SentImages => ({
  byType,
  privatePhotos: 0,
  dependantsWithDocuments: 0,
  ...more,
})

const req = (type: string, count = 1): ImageRequirement => ({ type, required: true, count })
const opt = (type: string): ImageRequirement => ({ type, required: false, count: 0 })
const identity = (type: string): ImageRequirement => ({
  ...req(type),
  alternatives: [T.rg, T.cnh],
})

describe('imageRequirements: the configuration and the order', () => {
  it('lists the photo, the configured required ones, the rule-added ones, dependants, then optional', () => {
    expect(
      requirements({
        imagens: recife,
        records: of([1, 2]),
        estadoCivil: 't5f9wm',
        courses: 2,
        dependants: 1,
        disability: 'pcd_visual',
        sexo: MAN,
      }),
    ).toEqual([
      req(T.foto),
      identity(T.rg),
      identity(T.cnh),
      req(T.tituloEleitor),
      req(T.reservista),
      req(T.pisPasep),
      req(CONTRACHEQUE),
      req(T.atoPosse, 2),
      req(T.atoConcessao),
      req(CNIS),
      req(T.certidaoCasamento),
      req(T.escolaridade, 2),
      req(T.laudoPcd),
      req(T.dependentes),
    ])
  })

  it('keeps the configuration for the other types and lists the optional ones after', () => {
    expect(requirements({ imagens: recife, records: of([8]) })).toEqual([
      req(T.foto),
      req(T.rg),
      req(T.cnh),
      req(T.tituloEleitor),
      req(T.pisPasep),
      opt(T.certidaoCasamento),
      opt(T.escolaridade),
      opt(T.laudoPcd),
      opt(CNIS),
      opt(T.reservista),
    ])
  })

  it('applies the per-category lists of every category of the person', () => {
    const imagens = config({ por_categoria: { '1': ['aaa111'], '8': ['bbb222'], '9': ['ccc333'] } })
    const types = requirements({ imagens, records: of([8, 1]) })
      .filter((requirement) => requirement.required)
      .map((requirement) => requirement.type)
    expect(types).toEqual([T.foto, 'aaa111', 'bbb222', T.rg, T.cnh, T.tituloEleitor, T.atoPosse])
  })

  it('is deterministic whatever the order of the records', () => {
    const input = { imagens: recife, records: of([2, 1, 3]), dependants: 2 }
    expect(requirements(input)).toEqual(requirements({ ...input, records: of([3, 1, 2]) }))
  })

  it('never lists a type twice; required wins over optional', () => {
    const imagens = config({
      obrigatorios: [T.foto, T.atoPosse, T.certidaoObito, T.rg, T.dependentes, 'aaa111'],
      opcionais: [T.foto, T.atoPosse, T.certidaoCasamento, T.escolaridade, 'aaa111', 'bbb222'],
      por_categoria: { '3': [T.atoPosse, T.certidaoObito, T.atoConcessao, 'bbb222'] },
    })
    const list = requirements({
      imagens,
      records: of([3, 1]),
      estadoCivil: 'krcd3f',
      courses: 1,
      dependants: 3,
    })
    const types = list.map((requirement) => requirement.type)
    expect(types).toEqual([...new Set(types)])
    expect(list).toEqual([
      req(T.foto),
      req(T.atoPosse, 2),
      req(T.certidaoObito),
      identity(T.rg),
      req('aaa111'),
      req(T.atoConcessao),
      req('bbb222'),
      identity(T.cnh),
      req(T.tituloEleitor),
      req(T.certidaoCasamento),
      req(T.escolaridade),
      req(T.dependentes, 3),
    ])
  })

  it('always requires the photo (§4), listed by the configuration or not', () => {
    expect(entry({ imagens: config({ opcionais: [T.foto] }) }, T.foto)).toEqual(req(T.foto))
    expect(entry({ imagens: config({ obrigatorios: [T.rg] }) }, T.foto)).toEqual(req(T.foto))
    expect(entry({ imagens: undefined }, T.foto)).toEqual(req(T.foto))
  })

  it('lists only what the rules add when the entity is unknown', () => {
    expect(requirements({ imagens: undefined })).toEqual([
      req(T.foto),
      opt(T.certidaoCasamento),
      opt(T.escolaridade),
    ])
    expect(
      requirements({
        imagens: undefined,
        records: of([3]),
        estadoCivil: 'z46swh',
        courses: 1,
        dependants: 1,
        disability: 'pcd_auditiva',
      }),
    ).toEqual([
      req(T.foto),
      req(T.atoPosse),
      req(T.atoConcessao),
      req(T.certidaoObito),
      req(T.certidaoCasamento),
      req(T.escolaridade),
      req(T.laudoPcd),
      req(T.dependentes),
    ])
  })
})

describe('imageRequirements: the rules of spec §5', () => {
  it('category 3 adds the certidão de óbito and makes PIS/PASEP/NIT optional', () => {
    const pensioner = requirements({ imagens: recife, records: of([3]) })
    expect(entryOf(pensioner, T.certidaoObito)).toEqual(req(T.certidaoObito))
    expect(entryOf(pensioner, T.pisPasep)).toEqual(opt(T.pisPasep))
    const retiree = requirements({ imagens: recife, records: of([2]) })
    expect(entryOf(retiree, T.certidaoObito)).toBeUndefined()
    expect(entryOf(retiree, T.pisPasep)).toEqual(req(T.pisPasep))
    // Optional only when configured: category 3 does not add it.
    expect(entry({ records: of([3]) }, T.pisPasep)).toBeUndefined()
  })

  it('adds the dependants entry with the number of dependants', () => {
    expect(entry({ dependants: 3 }, T.dependentes)).toEqual(req(T.dependentes, 3))
    expect(entry({ dependants: 1 }, T.dependentes)).toEqual(req(T.dependentes, 1))
    expect(entry({ dependants: 0 }, T.dependentes)).toBeUndefined()
    const listed = config({ obrigatorios: [T.dependentes] })
    expect(entry({ imagens: listed, dependants: 0 }, T.dependentes)).toBeUndefined()
  })

  it.each(['t5f9wm', 'krcd3f', 'z46swh'])(
    'marital status %s requires the certidão de casamento',
    (code) => {
      expect(entry({ estadoCivil: code }, T.certidaoCasamento)).toEqual(req(T.certidaoCasamento))
    },
  )

  it.each([SINGLE, null])('marital status %s leaves it optional with count 0', (code) => {
    const required = config({ obrigatorios: [T.certidaoCasamento] })
    expect(entry({ estadoCivil: code }, T.certidaoCasamento)).toEqual(opt(T.certidaoCasamento))
    expect(entry({ imagens: required, estadoCivil: code }, T.certidaoCasamento)).toEqual(
      opt(T.certidaoCasamento),
    )
  })

  it('requires the comprovante de escolaridade once per course, optional without courses', () => {
    expect(entry({ courses: 3 }, T.escolaridade)).toEqual(req(T.escolaridade, 3))
    expect(entry({ courses: 1 }, T.escolaridade)).toEqual(req(T.escolaridade, 1))
    expect(entry({ courses: 0 }, T.escolaridade)).toEqual(opt(T.escolaridade))
  })

  it.each([
    ['one servant', of([1]), 1],
    ['two servants', of([1, 1]), 2],
    ['one retirement', of([2]), 1],
    ['two retirements', of([2, 2]), 2],
    ['three retirements: the codes up to 2', of([2, 2, 2]), 2],
    ['a servant and two retirements', of([1, 2, 2]), 3],
    ['a retirement and a pension', [...of([2]), pension(9001)], 2],
    ['one pension', [pension(9001)], 1],
    ['two pensions of the same instituidor', [pension(9001), pension(9001)], 1],
    ['two pensions of two instituidores', [pension(9001), pension(9002)], 2],
    ['a pension whose record carries no instituidor', [pension(null)], 1],
    ['two pensions, one instituidor unknown', [pension(9001), pension(null)], 2],
    ['category 5', of([5]), 1],
    ['category 5 with 2', of([5, 2]), 2],
    ['category 5 with two retirements', of([5, 2, 2]), 3],
    ['every category', [...of([1, 2, 5, 8]), pension(9001)], 4],
  ])('%s require(s) %i Ato de Posse (§5)', (_case, records, count) => {
    expect(entry({ records }, T.atoPosse)).toEqual(req(T.atoPosse, count))
  })

  it('categories without Ato de Posse follow the configuration', () => {
    expect(entry({ records: of([8]) }, T.atoPosse)).toBeUndefined()
    expect(entry({ records: of([]) }, T.atoPosse)).toBeUndefined()
    const perCategory = config({ por_categoria: { '8': [T.atoPosse] } })
    expect(entry({ imagens: perCategory, records: of([8]) }, T.atoPosse)).toEqual(req(T.atoPosse))
    const optional = config({ opcionais: [T.atoPosse] })
    expect(entry({ imagens: optional, records: of([9]) }, T.atoPosse)).toEqual(opt(T.atoPosse))
  })

  it.each([
    [[2], 1],
    [[3], 1],
    [[2, 3], 2],
    [[1, 2, 3, 3], 3],
  ])('categories %j require %i Ato de Concessão', (categorias, count) => {
    expect(entry({ records: of(categorias) }, T.atoConcessao)).toEqual(req(T.atoConcessao, count))
  })

  it.each([[[1]], [[5]], [[8, 9, 10]]])(
    'categories %j do not add the Ato de Concessão',
    (categorias) => {
      expect(entry({ records: of(categorias) }, T.atoConcessao)).toBeUndefined()
    },
  )

  it('a disability requires the laudo médico', () => {
    expect(entry({ disability: 'pcd_fisica' }, T.laudoPcd)).toEqual(req(T.laudoPcd))
    expect(entry({ disability: null }, T.laudoPcd)).toBeUndefined()
    expect(entry({ disability: '' }, T.laudoPcd)).toBeUndefined()
    expect(entry({ imagens: recife, disability: null }, T.laudoPcd)).toEqual(opt(T.laudoPcd))
  })

  it('category 1 requires RG or CNH, both listed as one alternative group', () => {
    const list = requirements({ imagens: recife, records: of([1]) })
    expect(entryOf(list, T.rg)).toEqual(identity(T.rg))
    expect(entryOf(list, T.cnh)).toEqual(identity(T.cnh))
    // Outside category 1 the configuration alone decides, without alternatives.
    const retiree = requirements({ imagens: config({ obrigatorios: [T.rg], opcionais: [T.cnh] }) })
    expect(entryOf(retiree, T.rg)).toEqual(req(T.rg))
    expect(entryOf(retiree, T.cnh)).toEqual(opt(T.cnh))
  })

  it('título de eleitor: required from 18, optional at 17', () => {
    expect(entry({ records: of([1]), age: 18 }, T.tituloEleitor)).toEqual(req(T.tituloEleitor))
    expect(entry({ records: of([1]), age: 17 }, T.tituloEleitor)).toEqual(opt(T.tituloEleitor))
    // The age gate applies to a configured título too.
    expect(entry({ imagens: recife, age: 18 }, T.tituloEleitor)).toEqual(req(T.tituloEleitor))
    expect(entry({ imagens: recife, age: 17 }, T.tituloEleitor)).toEqual(opt(T.tituloEleitor))
    expect(entry({ age: 40 }, T.tituloEleitor)).toBeUndefined()
  })

  it.each([
    [MAN, 18, true],
    [WOMAN, 18, false],
    [MAN, 17, false],
  ])('reservista for sex %s at %i: required %s', (sexo, age, required) => {
    const categoryOne = entry({ imagens: recife, records: of([1]), sexo, age }, T.reservista)
    expect(categoryOne).toEqual(required ? req(T.reservista) : opt(T.reservista))
    const configured = entry({ imagens: recife, records: of([2]), sexo, age }, T.reservista)
    expect(configured).toEqual(required ? req(T.reservista) : opt(T.reservista))
    // Not configured: category 1 adds it only for a man of 18 or more.
    const added = entry({ records: of([1]), sexo, age }, T.reservista)
    expect(added).toEqual(required ? req(T.reservista) : undefined)
  })

  it('defaults to age 10 and sex X when unknown', () => {
    const list = requirements({ imagens: recife, records: of([1]), age: null, sexo: null })
    expect(entryOf(list, T.tituloEleitor)).toEqual(opt(T.tituloEleitor))
    expect(entryOf(list, T.reservista)).toEqual(opt(T.reservista))
    expect(
      entry({ imagens: recife, records: of([1]), sexo: MAN, age: null }, T.reservista),
    ).toEqual(opt(T.reservista))
    expect(entry({ imagens: recife, records: of([1]), sexo: '', age: 40 }, T.reservista)).toEqual(
      opt(T.reservista),
    )
    expect(entry({ imagens: recife, records: of([1]), age: null }, T.tituloEleitor)).toEqual(
      opt(T.tituloEleitor),
    )
  })
})

describe('isRequirementMet and isImagesStepComplete (spec §4)', () => {
  it('the photo needs a private photo', () => {
    const photo = req(T.foto)
    expect(isRequirementMet(photo, sent({ [T.foto]: 2 }))).toBe(false)
    expect(isRequirementMet(photo, sent({}, { privatePhotos: 1 }))).toBe(true)
    expect(countedImages(photo, sent({ [T.foto]: 2 }, { privatePhotos: 1 }))).toBe(1)
  })

  it.each([
    [{ [T.rg]: 1 }, true],
    [{ [T.cnh]: 1 }, true],
    [{ [T.rg]: 2, [T.cnh]: 1 }, true],
    [{}, false],
    [{ [T.tituloEleitor]: 1 }, false],
  ])('category 1 identity group with %j sent: met %s', (byType, met) => {
    const list = requirements({ records: of([1]) })
    for (const type of [T.rg, T.cnh]) {
      const requirement = entryOf(list, type)
      expect(requirement).toBeDefined()
      if (requirement) expect(isRequirementMet(requirement, sent(byType))).toBe(met)
    }
  })

  it('a required type needs at least its count of images', () => {
    const courses = req(T.escolaridade, 2)
    expect(isRequirementMet(courses, sent({ [T.escolaridade]: 1 }))).toBe(false)
    expect(isRequirementMet(courses, sent({ [T.escolaridade]: 2 }))).toBe(true)
    expect(isRequirementMet(courses, sent({ [T.escolaridade]: 3 }))).toBe(true)
    expect(isRequirementMet(opt(T.certidaoCasamento), sent())).toBe(true)
  })

  it('the dependants entry needs documents of every dependant', () => {
    const dependants = req(T.dependentes, 3)
    expect(isRequirementMet(dependants, sent({ [T.dependentes]: 5 }))).toBe(false)
    expect(isRequirementMet(dependants, sent({}, { dependantsWithDocuments: 2 }))).toBe(false)
    expect(isRequirementMet(dependants, sent({}, { dependantsWithDocuments: 3 }))).toBe(true)
  })

  it('the step is complete with the photo and every required type at its count', () => {
    const list = requirements({
      imagens: config({ obrigatorios: [T.foto, T.pisPasep], opcionais: [CNIS] }),
      records: of([1, 2]),
      courses: 2,
      dependants: 1,
    })
    const full = sent(
      { [T.pisPasep]: 1, [T.cnh]: 1, [T.tituloEleitor]: 1, [T.atoPosse]: 2 },
      { privatePhotos: 1, dependantsWithDocuments: 1 },
    )
    const all = { ...full, byType: { ...full.byType, [T.atoConcessao]: 1, [T.escolaridade]: 2 } }
    expect(isImagesStepComplete(list, all)).toBe(true)
    // Below a count.
    const oneCourse = { ...all, byType: { ...all.byType, [T.escolaridade]: 1 } }
    expect(isImagesStepComplete(list, oneCourse)).toBe(false)
    const onePosse = { ...all, byType: { ...all.byType, [T.atoPosse]: 1 } }
    expect(isImagesStepComplete(list, onePosse)).toBe(false)
    // Without a private photo (a public one is not enough).
    expect(isImagesStepComplete(list, { ...all, privatePhotos: 0 })).toBe(false)
    // A dependant without documents.
    expect(isImagesStepComplete(list, { ...all, dependantsWithDocuments: 0 })).toBe(false)
    // Without either identity document.
    const noCnh = { ...all, byType: { ...all.byType, [T.cnh]: 0 } }
    expect(isImagesStepComplete(list, noCnh)).toBe(false)
  })

  it('optional types never block the step', () => {
    const list = requirements({ imagens: config({ opcionais: [CNIS, T.rg] }) })
    expect(list.filter((requirement) => requirement.required)).toEqual([req(T.foto)])
    expect(isImagesStepComplete(list, sent({}, { privatePhotos: 1 }))).toBe(true)
    expect(isImagesStepComplete([], sent())).toBe(true)
  })
})

const sentBy = (uupfid: number, timestamp: string) => ({ author: { uupfid, timestamp } })

describe("a type's author block", () => {
  it('is whoever sent the newest file, with when, whatever the order of the list', () => {
    const files = [
      sentBy(901, '2026-11-20T12:00:00.000Z'),
      sentBy(902, '2026-11-21T09:30:00-03:00'),
      sentBy(903, '2026-11-19T23:59:00Z'),
    ]
    expect(lastSender(files)).toEqual({ uupfid: 902, data_hora: '2026-11-21T09:30:00-03:00' })
  })

  it('is nothing for a type with no file', () => {
    expect(lastSender([])).toBeUndefined()
  })
})
