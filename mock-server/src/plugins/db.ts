import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
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
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store
  }
}

export function freshDb(): MockDb {
  return { ...buildSeed(), codes: [], outbox: [] }
}

function isCurrent(data: unknown): data is MockDb {
  if (typeof data !== 'object' || data === null) return false
  const candidate = data as Partial<MockDb>
  return (
    candidate.version === SEED_VERSION &&
    Array.isArray(candidate.persons) &&
    Array.isArray(candidate.codes) &&
    Array.isArray(candidate.outbox)
  )
}

interface Entry {
  low: Promise<Low<MockDb>>
  users: number
}

// One Low instance per file for the whole process: two instances writing one file lose updates.
const instances = new Map<string, Entry>()

async function open(file: string): Promise<Low<MockDb>> {
  await mkdir(dirname(file), { recursive: true })
  const low = new Low<MockDb>(new JSONFile<MockDb>(file), freshDb())
  if (existsSync(file)) {
    try {
      await low.read()
    } catch {
      low.data = freshDb()
    }
  }
  if (!existsSync(file) || !isCurrent(low.data)) {
    low.data = freshDb()
    await low.write()
  }
  return low
}

async function acquire(file: string): Promise<Low<MockDb>> {
  const entry = instances.get(file) ?? { low: open(file), users: 0 }
  entry.users++
  instances.set(file, entry)
  try {
    return await entry.low
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
    const db = await acquire(file)
    app.addHook('onClose', async () => release(file))
    const store: Store = {
      db,
      get data() {
        return db.data
      },
      update: (mutate) => db.update(mutate),
      reset: () =>
        db.update((data) => {
          Object.assign(data, freshDb())
        }),
    }
    app.decorate('store', store)
  },
  { name: 'db', decorators: { fastify: ['config'] } },
)
