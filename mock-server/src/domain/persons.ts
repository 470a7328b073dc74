import { metadata, type SeedPerson } from '@censo/fixtures'
import { HttpProblem } from '../http-problem'
import type { MockDb } from './model'

export interface FotoOptions {
  width: number
  quality: number
}

/** Address of the generated avatar served under /files/fotos/, or null without a photo. */
export function fotoUrl(
  person: SeedPerson,
  base: string,
  options: FotoOptions = { width: 250, quality: 100 },
): string | null {
  if (!person.foto) return null
  return `${base}/files/fotos/${person.pf_id}.svg?w=${options.width}&q=${options.quality}`
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

export function hasMobile(person: SeedPerson): boolean {
  return person.phones.some((phone) => phone.tel_tipo === 'M')
}

/** Contacts that can receive a code: e-mails and mobile phones. */
export function hasContacts(person: SeedPerson): boolean {
  return person.emails.length > 0 || hasMobile(person)
}

/** A person token may touch only its own pf_id. */
export function assertSelf(person: SeedPerson, pfId: number): void {
  if (person.pf_id !== pfId) throw new HttpProblem(403)
}

/**
 * Own pf_id, a declared dependant's, the technician who handled the person's case, or someone
 * who last changed a part of the person's record (the author block shows their name and photo).
 */
export function assertReadable(person: SeedPerson, pfId: number): void {
  if (
    pfId === person.pf_id ||
    person.dependants.includes(pfId) ||
    pfId === person.case?.uupfid ||
    Object.values(person.document_info ?? {}).some((stamp) => stamp.uupfid === pfId)
  ) {
    return
  }
  throw new HttpProblem(403)
}

export function nextPfId(data: MockDb): number {
  return Math.max(0, ...data.persons.map((person) => person.pf_id)) + 1
}

export function nextTelId(data: MockDb): number {
  const ids = data.persons.flatMap((person) => person.phones.map((phone) => phone.tel_id))
  return Math.max(0, ...ids) + 1
}
