import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { SEED_VERSION } from '@censo/fixtures'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'censo-db-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** Starts the mock on a data file holding `content`; answers the app and the folder's files. */
async function startOn(content: string) {
  const dataFile = join(dir, 'db.json')
  await writeFile(dataFile, content)
  const test = await buildTestApp({ dataFile })
  const files = await readdir(dir)
  return { test, dataFile, files }
}

describe('the data file is never dropped (issue 12 §4)', () => {
  it('keeps a file of another seed version under a dated name and starts from the seed', async () => {
    const stale = JSON.stringify({
      version: SEED_VERSION - 1,
      persons: [{ pf_id: 1 }],
      codes: [],
      outbox: [],
    })
    const { test, files } = await startOn(stale)
    try {
      const kept = test.app.store.keptAside
      expect(kept).toMatch(/db\.\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/)
      expect(new Set(files)).toEqual(new Set(['db.json', basename(kept ?? '')]))
      expect(await readFile(kept!, 'utf8')).toBe(stale)
      expect(test.app.store.data.version).toBe(SEED_VERSION)
    } finally {
      await test.app.close()
    }
  })

  it('keeps an unreadable file aside too', async () => {
    const { test } = await startOn('{ not json')
    try {
      expect(await readFile(test.app.store.keptAside!, 'utf8')).toBe('{ not json')
      expect(test.app.store.data.persons.length).toBeGreaterThan(0)
    } finally {
      await test.app.close()
    }
  })

  it('opens a current file as it is, keeping nothing aside', async () => {
    const first = await buildTestApp({ dataFile: join(dir, 'db.json') })
    await first.app.store.update((data) => {
      data.persons[0]!.nome = 'Nome que o testador mudou'
    })
    await first.app.close()
    const again = await buildTestApp({ dataFile: join(dir, 'db.json') })
    try {
      expect(again.app.store.keptAside).toBeNull()
      expect(again.app.store.data.persons[0]?.nome).toBe('Nome que o testador mudou')
    } finally {
      await again.app.close()
    }
  })
})
