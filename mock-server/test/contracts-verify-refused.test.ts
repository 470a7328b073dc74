import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listeningApp } from './listening-app'
import { PACT_STATES_OFF } from '../src/routes/dev/pact-states'
import { lockAndConsolidate } from '../src/testing'

// A tester's mock (npm start's: not started for verification) keeps its data when somebody
// points `pnpm contracts:verify` at it: the CLI stops at once with the mock's reason.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
let app: FastifyInstance
let baseUrl = ''

beforeAll(async () => {
  ;({ app, baseUrl } = await listeningApp())
})

afterAll(async () => {
  await app?.close()
})

function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
    const child = spawn(process.execPath, [tsx, 'contracts/verify/cli.ts', ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

describe('contracts:verify against a mock not started for verification', () => {
  it(
    'stops before any state, saying why and how, and the data stays',
    { timeout: 60_000 },
    async () => {
      await lockAndConsolidate(app, 1001)
      const before = JSON.stringify(app.store.data)
      const { code, stderr } = await runCli([
        '--base-url',
        baseUrl,
        '--states-url',
        `${baseUrl}/__dev/pact-states`,
      ])
      expect(code).toBe(2)
      expect(stderr).toContain('refuses to set provider states up (409)')
      expect(stderr).toContain(PACT_STATES_OFF)
      expect(JSON.stringify(app.store.data)).toBe(before)
      expect(app.store.data.persons.find((person) => person.pf_id === 1001)?.case?.status).toBe(
        'done',
      )
    },
  )
})
