import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * e2e runs its own mocks and previews on ports apart from `npm start`'s, so both can run at
 * once. Each Playwright worker has a world of its own (a mock with its data, and a preview of
 * the web built against it): worker N uses the base ports plus N, so workers never share data,
 * faults, the journal, the outbox or the storage's settings (docs/decisions/014).
 */
export const MOCK_BASE_PORT = Number(process.env.E2E_MOCK_PORT ?? 3340)
export const WEB_BASE_PORT = Number(process.env.E2E_WEB_PORT ?? 4180)

/** How many workers run the journeys (and so how many worlds start). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3))

/** Playwright tells each worker process its index (0 in the runner itself). */
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * One scratch folder per run (data files, the other workers' builds): made by the runner, whose
 * environment the worker processes inherit, so they all name the same folder.
 */
process.env.E2E_SCRATCH ??= mkdtempSync(path.join(tmpdir(), 'censo-e2e-'))
export const E2E_SCRATCH = process.env.E2E_SCRATCH

export const mockUrlOf = (index: number) => `http://localhost:${MOCK_BASE_PORT + index}`
/**
 * Where worker N's web is built (relative to web/): worker 0 into E2E_OUT_DIR (`dist` by
 * default), the others into the scratch; setup/worlds.mjs removes them after the run.
 */
export const webOutDirOf = (index: number) =>
  index === 0 ? (process.env.E2E_OUT_DIR ?? 'dist') : path.join(E2E_SCRATCH, `dist-${index}`)
export const webPortOf = (index: number) => WEB_BASE_PORT + index

/** This worker's mock and web. */
export const MOCK_PORT = MOCK_BASE_PORT + worker
export const WEB_PORT = webPortOf(worker)
export const MOCK_URL = mockUrlOf(worker)
export const WEB_URL = `http://localhost:${WEB_PORT}`
/** The same web on the special host (the ipsl entity's, chosen from the host name). */
export const SPECIAL_WEB_URL = `http://ipsl.localhost:${WEB_PORT}`
export const WEB_OUT_DIR = webOutDirOf(worker)
