import { existsSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { buildSeed, SEED_VERSION } from '@censo/fixtures'
import fp from 'fastify-plugin'
import { Low } from 'lowdb'
import { JSONFile } from 'lowdb/node'
import type { MockDb } from '../domain/model'

export interface Store {
  db: Low<MockDb>
  /** Current data; read it freely, but change it only inside `update`. */
  readonly data: MockDb
  /** Applies a mutation and writes the file (lowdb's `update`). */
  update(mutate: (data: MockDb) => void): Promise<void>
  /** Reseeds from the fixtures and clears codes and outbox. */
  reset(): Promise<void>
  /**
   * Reseeds one person of the seed (their record and case, their files as seeded; their uploads,
   * codes and outbox messages gone), everyone else as they are. False when the seed has no such
   * person.
   */
  resetPerson(pfId: number): Promise<boolean>
  /**
   * Where the data file found at start was kept when it could not be used (unreadable, or from
   * another seed version): the store started from the seed, and nothing was dropped.
   */
  readonly keptAside: string | null
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store
  }
}

export function freshDb(): MockDb {
  return { ...buildSeed(), sends: [], codes: [], outbox: [] }
}

/** `data` with one person as the seed has them, and what they did since gone. */
function reseedPerson(data: MockDb, seed: MockDb, seeded: MockDb['persons'][number]): void {
  const pfId = seeded.pf_id
  const uploaded = new Set(
    data.sends.filter((send) => send.pf_id === pfId).flatMap((send) => send.file_ids),
  )
  const index = data.persons.findIndex((person) => person.pf_id === pfId)
  if (index === -1) data.persons.push(seeded)
  else data.persons[index] = seeded
  data.files = [
    ...data.files.filter((file) => file.ref_id !== pfId && !uploaded.has(file.file_id)),
    ...seed.files.filter((file) => file.ref_id === pfId),
  ]
  data.sends = data.sends.filter((send) => send.pf_id !== pfId)
  data.codes = data.codes.filter((code) => code.pf_id !== pfId)
  data.outbox = data.outbox.filter((message) => message.pf_id !== pfId)
}

function isCurrent(data: unknown): data is MockDb {
  if (typeof data !== 'object' || data === null) return false
  const candidate = data as Partial<MockDb>
  return (
    candidate.version === SEED_VERSION &&
    Array.isArray(candidate.persons) &&
    Array.isArray(candidate.files) &&
    Array.isArray(candidate.sends) &&
    Array.isArray(candidate.codes) &&
    Array.isArray(candidate.outbox)
  )
}

interface Entry {
  opened: Promise<Opened>
  users: number
}

// One Low instance per file for the whole process: two instances writing one file lose updates.
const instances = new Map<string, Entry>()

/** `db.json` → `db.2026-11-25T00-20-00-000Z.json`, beside it. */
function asideName(file: string, now = new Date()): string {
  const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-')
  const dot = file.lastIndexOf('.')
  return dot > file.lastIndexOf('/')
    ? `${file.slice(0, dot)}.${stamp}${file.slice(dot)}`
    : `${file}.${stamp}`
}

interface Opened {
  low: Low<MockDb>
  keptAside: string | null
}

/**
 * Opens the data file; a file that cannot be used (unreadable, or of another seed version) is
 * renamed aside under a dated name, never overwritten, and the store starts from the seed.
 */
async function open(file: string): Promise<Opened> {
  await mkdir(dirname(file), { recursive: true })
  const low = new Low<MockDb>(new JSONFile<MockDb>(file), freshDb())
  let keptAside: string | null = null
  if (existsSync(file)) {
    let readable = true
    try {
      await low.read()
    } catch {
      readable = false
    }
    if (!readable || !isCurrent(low.data)) {
      keptAside = asideName(file)
      await rename(file, keptAside)
    }
  }
  if (!existsSync(file)) {
    low.data = freshDb()
    await low.write()
  }
  return { low, keptAside }
}

async function acquire(file: string): Promise<Opened> {
  const entry = instances.get(file) ?? { opened: open(file), users: 0 }
  entry.users++
  instances.set(file, entry)
  try {
    return await entry.opened
  } catch (error) {
    instances.delete(file)
    throw error
  }
}

function release(file: string): void {
  const entry = instances.get(file)
  if (!entry) return
  entry.users--
  if (entry.users <= 0) instances.delete(file)
}

export default fp(
  async (app) => {
    const file = resolve(app.config.dataFile)
    const { low: db, keptAside } = await acquire(file)
    app.addHook('onClose', async () => release(file))
    const store: Store = {
      db,
      keptAside,
      get data() {
        return db.data
      },
      update: (mutate) => db.update(mutate),
      reset: () =>
        db.update((data) => {
          Object.assign(data, freshDb())
        }),
      resetPerson: async (pfId) => {
        const seed = freshDb()
        const seeded = seed.persons.find((person) => person.pf_id === pfId)
        if (!seeded) return false
        await db.update((data) => reseedPerson(data, seed, seeded))
        return true
      },
    }
    app.decorate('store', store)
  },
  { name: 'db', decorators: { fastify: ['config'] } },
)
