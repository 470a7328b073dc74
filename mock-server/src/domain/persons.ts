import { AUTHOR_FIELDS, type ExchangeField } from '@censo/contracts'
import { findEntity, metadata, uuidFor, type SeedCase, type SeedPerson } from '@censo/fixtures'
import { HttpProblem } from '../http-problem'
import type { MockDb } from './model'
import { nextId } from './ids'

export interface FotoOptions {
  width: number
  quality: number
}

/** `exp=…&sig=…` of a person's photo (the storage plugin's `photoSignature`). */
export type PhotoSigner = (pfId: number) => string

/**
 * Signed, expiring address of the generated avatar under /files/fotos/ (ADR 020), or null
 * without a photo: `<base>/files/fotos/<pf_id>.svg?exp=…&sig=…&w=…&q=…`.
 */
export function fotoUrl(
  person: SeedPerson,
  base: string,
  sign: PhotoSigner,
  options: FotoOptions = { width: 250, quality: 100 },
): string | null {
  if (!person.foto) return null
  return `${base}/files/fotos/${person.pf_id}.svg?${sign(person.pf_id)}&w=${options.width}&q=${options.quality}`
}

export function findPerson(data: MockDb, pfId: number): SeedPerson | undefined {
  return data.persons.find((person) => person.pf_id === pfId)
}

/** The entity id (censo_domain key or special host) whose test or production ids match. */
export function entityIdForLogin(oid: string, oeid: string): string | undefined {
  const all = { ...metadata.censo_domain, ...metadata.censo_domain_esp }
  return Object.keys(all).find((id) => {
    const ids = all[id]?.login_segurado
    return !!ids && [ids.test, ids.production].some((env) => env.oid === oid && env.oeid === oeid)
  })
}

/** The person with this CPF within the entity of these login ids. */
export function findLoginPerson(
  data: MockDb,
  cpf: string,
  oid: string,
  oeid: string,
): SeedPerson | undefined {
  const entityId = entityIdForLogin(oid, oeid)
  if (!entityId) return undefined
  return data.persons.find((entry) => entry.cpf === cpf && entry.entity === entityId)
}

/** Login failure with the entity's own message for that status when it has one. */
export function loginProblem(entityId: string | undefined, status: number): HttpProblem {
  const message = entityId ? findEntity(entityId)?.login_error_messages[String(status)] : undefined
  return new HttpProblem(status, message)
}

/** A person the login refuses (scenario status, blocked) gets no code nor token either. */
export function assertMayLogIn(person: SeedPerson): void {
  if (person.login_failure_status) throw loginProblem(person.entity, person.login_failure_status)
  if (person.blocked) throw loginProblem(person.entity, 403)
}

export function hasMobile(person: SeedPerson): boolean {
  return person.phones.some((phone) => phone.tel_tipo === 'M')
}

/** Contacts that can receive a code: e-mails and mobile phones. */
export function hasContacts(person: SeedPerson): boolean {
  return person.emails.length > 0 || hasMobile(person)
}

/** The person of the token, who may touch only their own pf_id: 403 for another. */
export function requireSelf(person: SeedPerson, pfId: number): SeedPerson {
  if (person.pf_id !== pfId) throw new HttpProblem(403)
  return person
}

/** The case record of the person's own pf_id as stored (requireSelf's 403), if any. */
export function ownCase(data: MockDb, self: SeedPerson, pfId: number): SeedCase | undefined {
  return findPerson(data, requireSelf(self, pfId).pf_id)?.case
}

/**
 * Own pf_id, a registered dependant's, or the instituidor of one of the person's pension records
 * (step 4 writes the instituidor's profile and PIS/PASEP): the person reads and writes it.
 */
export function ownsRecord(person: SeedPerson, pfId: number): boolean {
  return (
    pfId === person.pf_id ||
    person.dependants.includes(pfId) ||
    (person.servidores ?? []).some((record) => record.categoria_cod === 3 && record.pf_id === pfId)
  )
}

const authorFields: ReadonlySet<ExchangeField> = new Set(AUTHOR_FIELDS)

/**
 * The whole record of the person's own pf_id or a dependant's; only name and photo of the
 * technician who handled the person's case or of someone who last changed a part of the record
 * (the author block); anything else is 403.
 */
export function assertReadable(
  person: SeedPerson,
  pfId: number,
  fields: readonly ExchangeField[],
): void {
  if (ownsRecord(person, pfId)) return
  const author =
    pfId === person.case?.uupfid ||
    Object.values(person.document_info ?? {}).some((stamp) => stamp.uupfid === pfId)
  if (author && fields.every((field) => authorFields.has(field))) return
  throw new HttpProblem(403)
}

export function nextPfId(data: MockDb): number {
  return nextId(data.persons.map((person) => person.pf_id))
}

/** Who a new person is: what a registration knows of them. */
export type PersonIdentity = Pick<
  SeedPerson,
  'pf_id' | 'cpf' | 'nascimento' | 'nome' | 'sexo' | 'entity' | 'oid' | 'oeid'
>

/**
 * A person as a registration stores them: the CPF not validated yet, no photo, contacts,
 * categories nor dependants, besides what `more` gives.
 */
export function newPerson(
  { pf_id, ...identity }: PersonIdentity,
  more: Partial<SeedPerson> = {},
): SeedPerson {
  return {
    pf_id,
    uuid: uuidFor(pf_id),
    ...identity,
    pf_cpf_valid: false,
    foto: false,
    emails: [],
    phones: [],
    categorias: [],
    dependants: [],
    ...more,
  }
}
