import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../testing'

/** `pnpm technician …` (scripts/technician.ts) run as testers run it, against a listening mock. */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..')

const test = useTestApp()

/** The mock on a free port of 127.0.0.1, as the CLI reaches it (MOCK_URL). */
async function listening(): Promise<string> {
  await test.app.listen({ port: 0, host: '127.0.0.1' })
  const address = test.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/** The CLI's run (tsx, as `pnpm technician` starts it), its output. */
const technician = (mockUrl: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/technician.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, MOCK_URL: mockUrl, MOCK_TECHNICIAN_KEY: '' },
    timeout: 30_000,
  })

const caseOf = (pfId: number) => test.app.store.data.persons.find((p) => p.pf_id === pfId)?.case

describe('pnpm technician (scripts/technician.ts)', () => {
  it('lists the locked cases, releases one with a message, and locks it again', async () => {
    const mockUrl = await listening()
    // Persona caso-em-analise: pf_id 1014, a locked case.
    const listed = await technician(mockUrl, 'list', 'locked')
    expect(listed.stdout).toMatch(/321\.654\.987-91\s+Luiz Gonzaga Tavares\s+recife\s+locked/)

    const message = '<p>Envie o <strong>comprovante de residência</strong>.</p>'
    const released = await technician(mockUrl, 'release', '32165498791', message)
    expect(released.stdout).toContain('Released the case of Luiz Gonzaga Tavares')
    expect(caseOf(1014)).toMatchObject({ status: 'released', message })

    // Moved again: back to locked, as if CONCLUIR had just been pressed.
    const locked = await technician(mockUrl, 'lock', '32165498791')
    expect(locked.stdout).toContain('Locked the case of Luiz Gonzaga Tavares')
    expect(caseOf(1014)?.status).toBe('locked')
  })
})
