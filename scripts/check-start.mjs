#!/usr/bin/env node
// `pnpm test:start`: `npm start`'s servers (scripts/dev.mjs) started as a person starts them, on
// free ports with data of their own, and checked as a person reads their output: one "ready"
// line once the app, the production build and the mock all answer; no page-reload lines from the
// dev server while the production copy builds; then Ctrl-C (SIGINT) stops all three, exit 0,
// without pnpm's failure line, the ports free again.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { freePort, portIsFree, root, runCheck, tempDir } from './lib/processes.mjs'

const READY_WITHIN_MS = 180_000
const STOPPED_WITHIN_MS = 15_000
const outDir = `dist-start-check-${process.pid}`

await runCheck(async (fail) => {
  const started = Date.now()
  const ports = { mock: await freePort(), web: await freePort(), preview: await freePort() }
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'dev.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      MOCK_PORT: String(ports.mock),
      WEB_PORT: String(ports.web),
      PREVIEW_PORT: String(ports.preview),
      PREVIEW_OUT_DIR: outDir,
      MOCK_DATA_FILE: path.join(tempDir('censo-start-'), 'db.json'),
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(path.join(root, 'web', outDir), { recursive: true, force: true })
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )

  const readyLine = () => output.split('\n').find((line) => line.startsWith('ready:'))
  while (!readyLine()) {
    if (child.exitCode !== null) throw new Error(`npm start's servers exited first:\n${output}`)
    if (Date.now() - started > READY_WITHIN_MS) throw new Error(`no ready line:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const readyAfter = ((Date.now() - started) / 1000).toFixed(1)
  const ready = readyLine() ?? ''
  for (const [name, port] of Object.entries(ports)) {
    if (!ready.includes(`http://localhost:${port}/`))
      fail(`start: the ready line does not list the ${name} (${port}): ${ready}`)
    const answer = await fetch(`http://localhost:${port}/${name === 'mock' ? '__dev/health' : ''}`)
    if (!answer.ok) fail(`start: the ${name} answers ${answer.status} after the ready line`)
  }
  const lines = output.split('\n')
  const banner = lines.findIndex((line) => line.startsWith('Recenseamento:'))
  if (banner === -1 || banner > lines.indexOf(ready))
    fail('start: no URL banner before the ready line')
  const reloads = lines.filter((line) => /page reload/.test(line))
  if (reloads.length > 0) fail(`start: ${reloads.length} page-reload lines, e.g. ${reloads[0]}`)

  const stopAsked = Date.now()
  child.kill('SIGINT')
  const stopped = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(null), STOPPED_WITHIN_MS)),
  ])
  if (!stopped) fail(`start: still running ${STOPPED_WITHIN_MS / 1000} s after Ctrl-C`)
  else if (stopped.code !== 0)
    fail(`start: Ctrl-C ended with ${stopped.code ?? stopped.signal}, not 0`)
  if (/ERR_PNPM/.test(output)) fail('start: pnpm reported a failure on Ctrl-C')
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port)))
      fail(`start: the ${name}'s port ${port} is still taken after Ctrl-C`)
  }
  console.log(
    `start: ready after ${readyAfter} s (${ready}); no reload lines; Ctrl-C stopped all three in ${((Date.now() - stopAsked) / 1000).toFixed(1)} s, exit 0`,
  )
})
