#!/usr/bin/env node
// `pnpm dev` (and `npm start`): the mock backend, the web app (Vite dev server) and the production
// build served by `vite preview` (the only place the service worker runs: offline, install),
// plus what a person needs to try it: the URLs, the personas and where the one-time codes appear,
// printed once all three answer, with one "ready" line. Ctrl-C stops them all.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { concurrently } from 'concurrently'
import { webApiEnv } from './lib/web-env.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Ports: MOCK_PORT (3333), WEB_PORT (5173), PREVIEW_PORT (4173); PREVIEW_OUT_DIR (dist-preview,
// under web/) is where the production copy is built.
const mockPort = process.env.MOCK_PORT ?? '3333'
const webPort = process.env.WEB_PORT ?? '5173'
const previewPort = process.env.PREVIEW_PORT ?? '4173'
const previewOutDir = process.env.PREVIEW_OUT_DIR ?? 'dist-preview'
const mockUrl = `http://localhost:${mockPort}/`
const webUrl = `http://localhost:${webPort}/`
const previewUrl = `http://localhost:${previewPort}/`
// Both web processes talk to this mock, whatever MOCK_PORT says.
const apiEnv = webApiEnv(`http://localhost:${mockPort}`)
const personas = JSON.parse(readFileSync(path.join(root, 'fixtures', 'personas.json'), 'utf8'))

// Node runs each server itself (no pnpm wrapper): Ctrl-C reaches the server, and no pnpm reports
// the interrupted run as a failed one.
const node = JSON.stringify(process.execPath)
const tsx = JSON.stringify(path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'))
const vite = JSON.stringify(path.join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js'))

function banner() {
  const rows = personas.map(
    (p) => `  ${p.key.padEnd(20)} ${p.cpf.padEnd(14)} ${p.nascimento.padEnd(11)} ${p.scenario}`,
  )
  console.log(
    [
      '',
      `Recenseamento: ${webUrl}`,
      `  special host:  http://ipsl.localhost:${webPort}/`,
      `  production build with the service worker (offline, install): ${previewUrl}`,
      `  mock backend:  ${mockUrl}  (OpenAPI: /docs, technician console: /__technician/)`,
      `  one-time codes: ${mockUrl}__dev/outbox  (also printed below)`,
      '',
      `  ${'persona'.padEnd(20)} ${'CPF'.padEnd(14)} ${'nascimento'.padEnd(11)} scenario`,
      ...rows,
      '',
      `ready: app ${webUrl} · production build ${previewUrl} · mock ${mockUrl} (Ctrl-C stops all three)`,
      '',
    ].join('\n'),
  )
}

/** Resolves once `url` answers (any status), polling; never rejects. */
async function answers(url) {
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
}

const { result, commands } = concurrently(
  [
    {
      name: 'mock',
      command: `${node} ${tsx} src/server.ts`,
      cwd: path.join(root, 'mock-server'),
      prefixColor: 'magenta',
      env: { MOCK_PORT: mockPort },
    },
    {
      name: 'web',
      command: `${node} ${vite} --port ${webPort} --strictPort`,
      cwd: path.join(root, 'web'),
      prefixColor: 'cyan',
      env: apiEnv,
    },
    {
      name: 'pwa',
      command:
        `${node} ${vite} build --outDir ${previewOutDir} --logLevel warn && ` +
        `${node} ${vite} preview --outDir ${previewOutDir} --port ${previewPort} --strictPort`,
      cwd: path.join(root, 'web'),
      prefixColor: 'green',
      env: apiEnv,
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => (stopping = true))

void Promise.all([`${mockUrl}__dev/health`, webUrl, previewUrl].map(answers)).then(() => {
  if (!stopping && commands.every((command) => command.exited === false)) banner()
})
result.then(
  () => process.exit(0),
  // Stopped by Ctrl-C (or a kill): the servers' exit codes say nothing went wrong.
  () => process.exit(stopping ? 0 : 1),
)
