import { SEX, type AuthorStamp, type Requirements, type StorageAuthor } from '@censo/contracts'
import { CATEGORY, type EmploymentRecord } from '@censo/contracts/schemas/rh/employment'
import { IMAGE_TYPE, MARRIED_STATUSES } from '@censo/contracts/schemas/social/document-images'
import { ADULT_AGE, DEFAULT_AGE, DEFAULT_SEX } from '@/features/wizard/field-rules'

/**
 * Step 6 Imagens, pure: which document types the person must send (spec §5 "Step 6 Imagens",
 * §6 Roles, §9) and when the step is complete (§4 "Step completeness"). The age of a birth date is
 * `ageOn` of `@/features/wizard/field-rules` (it already answers the default age 10).
 */

const T = IMAGE_TYPE

/** Categories whose every record requires its own Ato de Posse (2 and 3 count apart). */
const OWN_POSSE_CATEGORIES: readonly number[] = [CATEGORY.ativo, CATEGORY.cedido]
/** §5: "for category 2, the number of codes up to 2". */
const RETIREMENT_POSSE_LIMIT = 2
/** Categories that require Ato de Concessão de Beneficio (one per record). */
const CONCESSAO_CATEGORIES: readonly number[] = [CATEGORY.aposentado, CATEGORY.pensionista]
/** Category 1: an identity document, RG or CNH, either is enough. */
const IDENTITY_GROUP: readonly string[] = [T.rg, T.cnh]

/**
 * The types the rules may make required, in the order they are listed after the configuration's
 * required ones.
 */
const RULE_ORDER: readonly string[] = [
  T.rg,
  T.cnh,
  T.tituloEleitor,
  T.reservista,
  T.atoPosse,
  T.atoConcessao,
  T.certidaoObito,
  T.certidaoCasamento,
  T.escolaridade,
  T.laudoPcd,
]

export interface ImageRulesInput {
  /**
   * The municipality's configuration (`entity.requisitos.imagens`); undefined when the entity is
   * unknown: then only what the rules add is listed.
   */
  imagens: Requirements['imagens'] | undefined
  /** Each employment record: its `categoria_cod` and, for category 3, who its instituidor is. */
  records: readonly ImageRecord[]
  /** The profile's `est_civil` code. */
  estadoCivil: string | null
  /** Number of academic courses (degrees). */
  courses: number
  /** Number of dependants. */
  dependants: number
  /** The disability type (`pne.pf_pne`); null or '' for none. */
  disability: string | null
  /** Age in whole years; null → 10 (spec §9). */
  age: number | null
  /** The profile's sex code; null or '' → 'X' (spec §9). */
  sexo: string | null
}

/** What step 6 reads of an employment record. */
export interface ImageRecord {
  categoria: number
  /**
   * Category 3: the instituidor's pf_id (the record's, census-wizard §3), or null when the RH
   * record carries no instituidor; null for the other categories.
   */
  instituidor: number | null
}

/** A record as step 6 reads it: a pension's instituidor is the person of its pf_id. */
export const imageRecordOf = (
  record: Pick<EmploymentRecord, 'categoria_cod' | 'pf_id' | 'instituidor'>,
): ImageRecord => ({
  categoria: record.categoria_cod,
  instituidor:
    record.categoria_cod === CATEGORY.pensionista && record.instituidor ? record.pf_id : null,
})

export interface ImageRequirement {
  type: string
  required: boolean
  /** Images needed (0 for an optional type); for hash_dep, the number of dependants. */
  count: number
  /** Types that satisfy each other (category 1: eoaedt / ydog05), this one included. */
  alternatives?: readonly string[]
}

/** What was sent: images per type, private photos, and how many dependants have a document. */
export interface SentImages {
  byType: Readonly<Record<string, number>>
  privatePhotos: number
  dependantsWithDocuments: number
}

interface Status {
  required: boolean
  count: number
  alternatives?: readonly string[]
}

const requiredOf = (count = 1, alternatives?: readonly string[]): Status =>
  alternatives ? { required: true, count, alternatives } : { required: true, count }
const OPTIONAL: Status = { required: false, count: 0 }

const unique = (types: readonly string[]): string[] => [...new Set(types)]

/**
 * The document types of step 6 for this person, each once, required ones first: the photo, the
 * configuration's required ones (its `obrigatorios`, then the `por_categoria` lists of the person's
 * categories in ascending code order) in their order, the required ones the rules add, the
 * dependants entry; then the optional ones (the configuration's `opcionais`, the configuration's
 * required ones a rule made optional, the optional ones the rules add).
 *
 * Interpretations where the spec is terse:
 * - Every `por_categoria` list of a category the person has (any record) is required.
 * - A type is listed once; required wins over optional, and a rule's answer wins over the
 *   configuration (so a rule may make a configured type optional: PIS/PASEP/NIT for category 3,
 *   título under 18, reservista for all but men of 18 or more, marriage certificate and degree
 *   proof when the condition fails).
 * - The photo is always required (count 1): §4 makes the step complete only when it exists.
 * - Ato de Posse: `atosDePosse`; Ato de Concessão: one per record of category 2 or 3; when no
 *   record counts, the configuration decides (count 1).
 * - Category 1 requires RG or CNH (both listed, each with the pair as `alternatives`), the título
 *   from 18 (optional before) and the reservista for a man of 18 or more. Outside category 1 the
 *   age and sex gates (§6) still apply to the título and reservista the configuration requires.
 * - The reservista is not listed for a category-1 person who is not a man of 18 or more unless the
 *   configuration lists it (then optional).
 * - PIS/PASEP/NIT made optional by category 3 is listed only when the configuration lists it.
 * - The dependants entry is listed only with at least one dependant (required, count = number of
 *   dependants); without dependants there is nothing to send, even if the configuration lists it.
 * - The marriage certificate and degree proof are always listed (optional, count 0, when the
 *   condition fails).
 */
export function imageRequirements(input: ImageRulesInput): ImageRequirement[] {
  const { imagens, records } = input
  const categorias = records.map((record) => record.categoria)
  const codes = unique(categorias.map(String)).toSorted((a, b) => Number(a) - Number(b))
  const configRequired = unique([
    ...(imagens?.obrigatorios ?? []),
    ...codes.flatMap((code) => imagens?.por_categoria[code] ?? []),
  ])
  const configOptional = imagens?.opcionais ?? []
  const listed = new Set([...configRequired, ...configOptional])

  const has = (category: number) => categorias.includes(category)
  const age = input.age ?? DEFAULT_AGE
  const adult = age >= ADULT_AGE
  const maleAdult = (input.sexo || DEFAULT_SEX) === SEX.masculino && adult
  const recordsIn = (set: readonly number[]) => categorias.filter((c) => set.includes(c)).length
  const posse = atosDePosse(records)
  const concessao = recordsIn(CONCESSAO_CATEGORIES)

  /** The configuration alone: required (count 1), optional, or not listed. */
  const fromConfig = (type: string): Status | undefined =>
    configRequired.includes(type) ? requiredOf() : listed.has(type) ? OPTIONAL : undefined
  /** Required when the gate passes and it is asked for; otherwise optional if listed at all. */
  const gated = (type: string, pass: boolean, asked: boolean): Status | undefined =>
    pass && asked ? requiredOf() : asked || listed.has(type) ? OPTIONAL : undefined

  const statusOf = (type: string): Status | undefined => {
    switch (type) {
      case T.foto:
        // §4: "complete only if the photo exists", whatever the configuration lists.
        return requiredOf()
      case T.rg:
      case T.cnh:
        return has(CATEGORY.ativo) ? requiredOf(1, IDENTITY_GROUP) : fromConfig(type)
      case T.tituloEleitor:
        return gated(type, adult, has(CATEGORY.ativo) || configRequired.includes(type))
      case T.reservista:
        // Not "asked" for a category-1 person outside the gate: listed only if configured.
        return gated(
          type,
          maleAdult,
          (has(CATEGORY.ativo) && maleAdult) || configRequired.includes(type),
        )
      case T.atoPosse:
        return posse > 0 ? requiredOf(posse) : fromConfig(type)
      case T.atoConcessao:
        return concessao > 0 ? requiredOf(concessao) : fromConfig(type)
      case T.certidaoObito:
        return has(CATEGORY.pensionista) ? requiredOf() : fromConfig(type)
      case T.pisPasep:
        return has(CATEGORY.pensionista)
          ? listed.has(type)
            ? OPTIONAL
            : undefined
          : fromConfig(type)
      case T.certidaoCasamento:
        return input.estadoCivil !== null && MARRIED_STATUSES.includes(input.estadoCivil)
          ? requiredOf()
          : OPTIONAL
      case T.escolaridade:
        return input.courses > 0 ? requiredOf(input.courses) : OPTIONAL
      case T.laudoPcd:
        return input.disability ? requiredOf() : fromConfig(type)
      case T.dependentes:
        return input.dependants > 0 ? requiredOf(input.dependants) : undefined
      default:
        return fromConfig(type)
    }
  }

  const entry = (type: string): ImageRequirement | undefined => {
    const status = statusOf(type)
    return status && { type, ...status }
  }
  const entries = (types: readonly string[]) =>
    unique(types).flatMap((type) => {
      const found = entry(type)
      return found ? [found] : []
    })

  // The dependants entry last among the required ones, wherever the configuration lists it.
  const required = entries([
    T.foto,
    ...configRequired.filter((type) => type !== T.dependentes),
    ...RULE_ORDER,
    T.dependentes,
  ]).filter((requirement) => requirement.required)
  const optional = entries([...configOptional, ...configRequired, ...RULE_ORDER]).filter(
    (requirement) => !requirement.required,
  )
  return [...required, ...optional]
}

/**
 * How many Ato de Posse the records require (§5 "Categories 1, 2, 3, 5 require Ato de Posse
 * (count: for category 2, the number of codes up to 2; for category 3, the instituidor's one)",
 * read in docs/decisions/018): one per record of category 1 or 5; one per record of category 2, at
 * most 2 ("codes" are the records' category codes, as in the Ato de Concessão's "the number of
 * codes 2 or 3"); for category 3 one per instituidor, so two pensions of the same instituidor
 * need one, and a pension whose record carries no instituidor counts one of its own.
 */
export function atosDePosse(records: readonly ImageRecord[]): number {
  const own = records.filter((record) => OWN_POSSE_CATEGORIES.includes(record.categoria)).length
  const retirements = records.filter((record) => record.categoria === CATEGORY.aposentado).length
  const pensions = records.filter((record) => record.categoria === CATEGORY.pensionista)
  const instituidores = new Set(pensions.flatMap((record) => record.instituidor ?? []))
  const unknown = pensions.filter((record) => record.instituidor === null).length
  return own + Math.min(retirements, RETIREMENT_POSSE_LIMIT) + instituidores.size + unknown
}

/**
 * How many images count for the entry: private photos for the photo, dependants with at least one
 * document for the dependants entry, the best of the group for alternatives, else the type's own.
 */
export function countedImages(requirement: ImageRequirement, sent: SentImages): number {
  if (requirement.type === T.foto) return sent.privatePhotos
  if (requirement.type === T.dependentes) return sent.dependantsWithDocuments
  const types = requirement.alternatives ?? [requirement.type]
  return Math.max(0, ...types.map((type) => sent.byType[type] ?? 0))
}

/**
 * The entry has at least its count of images (spec §4): the photo only with a private photo, the
 * dependants entry with a document of every dependant, an alternative when any of its group has
 * one. An optional entry (count 0) is always met; whether it has images is `countedImages` > 0.
 */
export function isRequirementMet(requirement: ImageRequirement, sent: SentImages): boolean {
  return countedImages(requirement, sent) >= requirement.count
}

/** Step 6 is complete when every required entry is met (the photo among them when listed). */
export function isImagesStepComplete(
  requirements: readonly ImageRequirement[],
  sent: SentImages,
): boolean {
  return requirements.every(
    (requirement) => !requirement.required || isRequirementMet(requirement, sent),
  )
}

/**
 * The author block of a type (census-wizard §2): whoever sent its newest file, and when; nothing
 * when no file was sent.
 */
export function lastSender(
  files: readonly { author: Pick<StorageAuthor, 'uupfid' | 'timestamp'> }[],
): AuthorStamp | undefined {
  const newest = files.reduce<(typeof files)[number] | undefined>(
    (latest, file) =>
      !latest || Date.parse(file.author.timestamp) > Date.parse(latest.author.timestamp)
        ? file
        : latest,
    undefined,
  )
  return newest && { uupfid: newest.author.uupfid, data_hora: newest.author.timestamp }
}
