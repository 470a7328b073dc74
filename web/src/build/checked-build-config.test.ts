import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfigPlugin, checkedBuildConfig } from './build-config'

const root = path.resolve(import.meta.dirname, '../..')

/** An env folder holding `.env.production` with these lines. */
function envDirWith(lines: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'censo-env-'))
  writeFileSync(path.join(dir, '.env.production'), `${lines.join('\n')}\n`)
  return dir
}

describe('checkedBuildConfig (the production build checks its VITE_* variables)', () => {
  // A variable of the shell would win over the env folder's.
  beforeEach(() => {
    vi.stubEnv('VITE_API_RH', undefined)
    vi.stubEnv('VITE_API_META', undefined)
    vi.stubEnv('VITE_APP_ID', undefined)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('fails, naming the variable, when one is not a URL', async () => {
    const envDir = envDirWith(['VITE_API_RH=not a url'])
    await expect(checkedBuildConfig({ root, envDir, mode: 'production' })).rejects.toThrow(
      /VITE_API_RH/,
    )
  })

  it("answers the build's configuration, the defaults under what the env folder sets", async () => {
    const envDir = envDirWith(['VITE_API_META=https://meta.example.br/api'])
    const config = await checkedBuildConfig({ root, envDir, mode: 'production' })
    expect(config.api.meta).toBe('https://meta.example.br/api')
    expect(config.appId).toBe('censo')
  })
})

describe('appConfigPlugin (the production bundle is given the checked configuration)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('defines the checked configuration for the production mode only', async () => {
    vi.stubEnv('VITE_API_META', undefined)
    const plugin = appConfigPlugin()
    const { apply, config: hook } = plugin
    if (typeof apply !== 'function' || typeof hook !== 'function') throw new Error('no hooks')
    const env = (mode: string) => ({ mode, command: 'build' as const })
    expect(apply({}, env('production'))).toBe(true)
    expect(apply({}, env('development'))).toBe(false)
    const envDir = envDirWith(['VITE_API_META=https://meta.example.br/api'])
    const result: unknown = await Reflect.apply(hook, undefined, [
      { root, envDir },
      env('production'),
    ])
    expect(result).toEqual({
      define: {
        __CENSO_APP_CONFIG__: JSON.stringify(
          await checkedBuildConfig({ root, envDir, mode: 'production' }),
        ),
      },
    })
    expect(JSON.stringify(result)).toContain('https://meta.example.br/api')
  })
})
