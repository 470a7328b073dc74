import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import type { BuildOptions } from '../src/config'

/** The mock on a free port of 127.0.0.1 with data of its own, as a verifier reaches a provider. */
export async function listeningApp(
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'censo-verify-')), 'db.json')
  const app = await buildApp({ dataFile, ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { app, baseUrl: `http://127.0.0.1:${address.port}` }
}
