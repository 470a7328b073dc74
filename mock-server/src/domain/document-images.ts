import type { DocumentImage, PhotoLists } from '@censo/contracts/schemas/social/document-images'
import type { StoredFile } from '@censo/contracts/schemas/storage/files'
import type { SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import { HttpProblem } from '../http-problem'
import { rejectInvalid } from './checks'
import { nowIso } from './clock'
import type { MockDb, StoredFileRecord } from './model'
import { updatePerson, writableRecord } from './person-write'

/**
 * What step 6 reads of the storage (ADR 017): a person's lists of file ids become items with the
 * file's author and its signed address. A list that points at a file no longer stored skips it.
 */

export function findFile(data: MockDb, fileId: number): StoredFileRecord | undefined {
  return data.files.find((file) => file.file_id === fileId)
}

/** A file sent for the record `pfId`: 404 when unknown or sent for another record. */
export function fileOfRecord(data: MockDb, pfId: number, fileId: number): StoredFileRecord {
  const file = findFile(data, fileId)
  if (!file || file.ref_id !== pfId) throw new HttpProblem(404)
  return file
}

/** Whether a file is listed: seeded, or sent and done processing. */
export function isListed(data: MockDb, file: StoredFileRecord, now: number): boolean {
  if (!file.send_id) return true
  const send = data.sends.find((entry) => entry.send_id === file.send_id)
  return !send || (send.ready_at !== null && send.ready_at <= now)
}

/** A file as the storage lists it (docs, promise). */
export function storedFileView(
  app: FastifyInstance,
  file: StoredFileRecord,
  base: string,
): StoredFile {
  return {
    file_id: file.file_id,
    ref_id: file.ref_id,
    name: file.name,
    'mime-type': file.mime,
    size: file.size,
    sha: file.sha,
    url: app.files.signedUrl(file.file_id, base),
    author: file.author,
  }
}

/** The items of a list of file ids (§3: {file_id, author}, with their signed url). */
export function imageItems(
  app: FastifyInstance,
  ids: readonly number[],
  base: string,
): DocumentImage[] {
  return ids.flatMap((id) => {
    const file = findFile(app.store.data, id)
    return file ? [{ file_id: id, author: file.author, url: app.files.signedUrl(id, base) }] : []
  })
}

/** The photo's public and private lists, items carrying foto_url. */
export function photoLists(app: FastifyInstance, person: SeedPerson, base: string): PhotoLists {
  const photos = (ids: readonly number[] = []) =>
    imageItems(app, ids, base).map(({ url, ...item }) => ({ ...item, foto_url: url }))
  return { public: photos(person.fotos?.public), private: photos(person.fotos?.private) }
}

/** Every list of a person that holds a file id (types, photo, work card): to take it out of. */
export function detachEverywhere(person: SeedPerson, fileId: number): void {
  const without = (ids: readonly number[]) => ids.filter((id) => id !== fileId)
  if (person.imagens) {
    person.imagens = Object.fromEntries(
      Object.entries(person.imagens)
        .map(([type, ids]) => [type, without(ids)] as const)
        .filter(([, ids]) => ids.length > 0),
    )
  }
  if (person.fotos) {
    person.fotos = { public: without(person.fotos.public), private: without(person.fotos.private) }
  }
  if (person.ctps_imagens) {
    person.ctps_imagens = {
      doc: without(person.ctps_imagens.doc),
      contratos: without(person.ctps_imagens.contratos),
    }
  }
}

/** Adds a file to the `add` types' lists and takes it out of the `remove` ones. */
export function changeLists(
  person: SeedPerson,
  fileId: number,
  add: readonly string[],
  remove: readonly string[],
): void {
  const lists = { ...person.imagens }
  for (const type of remove) {
    const kept = (lists[type] ?? []).filter((id) => id !== fileId)
    if (kept.length > 0) lists[type] = kept
    else delete lists[type]
  }
  for (const type of add) {
    const current = lists[type] ?? []
    if (!current.includes(fileId)) lists[type] = [...current, fileId]
  }
  person.imagens = lists
}

/** Whether any of these types' lists of the person holds the file. */
export function holdsAny(person: SeedPerson, fileId: number, types: readonly string[]): boolean {
  return types.some((type) => person.imagens?.[type]?.includes(fileId) ?? false)
}

/** 406 naming each `add.N` / `remove.N` outside `allowed`, and a type both added and removed. */
function rejectTypes(
  add: readonly string[],
  remove: readonly string[],
  allowed: ReadonlySet<string>,
): void {
  const checks: Record<string, boolean> = {}
  add.forEach((type, index) => (checks[`add.${index}`] = allowed.has(type)))
  remove.forEach((type, index) => (checks[`remove.${index}`] = allowed.has(type)))
  checks.add = add.length + remove.length > 0 && !add.some((type) => remove.includes(type))
  rejectInvalid(checks)
}

/**
 * A document change on a record the person may write (own or a dependant's): types outside
 * `allowed` are a 406, the file must be that record's (404 otherwise), a removal of a file no
 * removed list holds is a 404, and the lists change in one update (nothing half-saved).
 */
export async function changeDocument(
  app: FastifyInstance,
  self: SeedPerson,
  body: { pf_id: number; file_id: number; add: string[]; remove: string[] },
  allowed: ReadonlySet<string>,
): Promise<string> {
  const target = writableRecord(app, self, body.pf_id)
  rejectTypes(body.add, body.remove, allowed)
  fileOfRecord(app.store.data, body.pf_id, body.file_id)
  if (body.add.length === 0 && !holdsAny(target, body.file_id, body.remove)) {
    throw new HttpProblem(404)
  }
  await updatePerson(app, body.pf_id, (person) => {
    changeLists(person, body.file_id, body.add, body.remove)
  })
  return nowIso(app)
}
