#!/usr/bin/env node
// `pnpm dev` (and `npm start`): the mock backend, the web app (Vite dev server) and the production
// build served by `vite preview` (the only place the service worker runs: offline, install),
// plus what a person needs to try it: the URLs, the personas and where the one-time codes appear.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { concurrently } from 'concurrently'
import { webApiEnv } from './lib/web-env.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const mockPort = process.env.MOCK_PORT ?? '3333'
const webUrl = 'http://localhost:5173/'
const previewUrl = 'http://localhost:4173/'
// Both web processes talk to this mock, whatever MOCK_PORT says.
const apiEnv = webApiEnv(`http://localhost:${mockPort}`)
const personas = JSON.parse(readFileSync(path.join(root, 'fixtures', 'personas.json'), 'utf8'))

function banner() {
  const rows = personas.map(
    (p) => `  ${p.key.padEnd(20)} ${p.cpf.padEnd(14)} ${p.nascimento.padEnd(11)} ${p.scenario}`,
  )
  console.log(
    [
      '',
      `Recenseamento: ${webUrl}`,
      `  special host:  http://ipsl.localhost:5173/`,
      `  production build with the service worker (offline, install): ${previewUrl}`,
      `  mock backend:  http://localhost:${mockPort}/  (OpenAPI: /docs)`,
      `  one-time codes: http://localhost:${mockPort}/__dev/outbox  (also printed below)`,
      '',
      `  ${'persona'.padEnd(20)} ${'CPF'.padEnd(14)} ${'nascimento'.padEnd(11)} scenario`,
      ...rows,
      '',
    ].join('\n'),
  )
}

const { result } = concurrently(
  [
    {
      name: 'mock',
      command: 'pnpm --filter @censo/mock-server start',
      prefixColor: 'magenta',
      env: { MOCK_PORT: mockPort },
    },
    { name: 'web', command: 'pnpm --filter @censo/web dev', prefixColor: 'cyan', env: apiEnv },
    {
      name: 'pwa',
      command:
        'pnpm --filter @censo/web exec vite build --outDir dist-preview --logLevel warn && ' +
        'pnpm --filter @censo/web exec vite preview --outDir dist-preview --port 4173 --strictPort',
      prefixColor: 'green',
      env: apiEnv,
    },
  ],
  { cwd: root, killOthersOn: ['failure', 'success'], prefix: 'name' },
)
setTimeout(banner, 2500)
result.then(
  () => process.exit(0),
  () => process.exit(1),
)
