// What the budget and benchmark scripts share: child processes started with node directly (so
// that stopping one stops the server, not only a pnpm wrapper), stopped by their own pid on the
// way out; readiness polling; free-port checks; a mock server on fresh data; vite preview; the
// run of a check with its exit code; the machine's load beside the figures.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkedWebConfig, writeServedConfig } from './configure-web.mjs'
import { webApiEnv } from './web-env.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const viteBin = path.join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js')

const children = []

/** Starts a child process, remembered so that `stopAll` (run on exit) stops it. */
export function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options })
  children.push(child)
  return child
}

export function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}

process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130))
}

/**
 * Runs a script's check and exits with its verdict: the check reports each problem through
 * `fail(message)` (printed to stderr) and may throw (printed, a failure too); whatever happens,
 * `cleanup` runs and every started process is stopped; the exit code is 1 on any failure.
 */
export async function runCheck(check, cleanup = async () => {}) {
  let failed = false
  const fail = (message) => {
    failed = true
    console.error(message)
  }
  try {
    await check(fail)
  } catch (error) {
    console.error(error)
    failed = true
  } finally {
    await cleanup()
    stopAll()
  }
  process.exit(failed ? 1 : 0)
}

/** The machine's CPUs and load average: other work on it skews a benchmark's figures. */
export function machineLoad() {
  const load = loadavg()
    .map((each) => each.toFixed(2))
    .join(' ')
  return `${availableParallelism()} CPUs, load average ${load}`
}

/** A temporary folder removed on exit. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, 'localhost', () => server.close(() => resolve(true)))
  })
}

/** A port nobody listens on now (the system's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, 'localhost', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Polls `url` until it answers 2xx; fails early when `child` has exited. */
export async function waitFor(url, what, child) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not answer at ${url}`)
}

/** Our mock server on `port` with fresh data (tsx's CLI through node); resolves when healthy. */
export async function startMock(port, extraEnv = {}) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is taken`)
  const dataFile = path.join(tempDir('censo-mock-'), 'db.json')
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const child = start(process.execPath, [tsx, 'src/server.ts'], {
    cwd: path.join(root, 'mock-server'),
    env: { ...process.env, MOCK_PORT: String(port), MOCK_DATA_FILE: dataFile, ...extraEnv },
  })
  const url = `http://localhost:${port}`
  await waitFor(`${url}/__dev/health`, 'the mock server', child)
  return url
}

/** `vite preview` of web/<outDir> on `port`; resolves with its origin when it answers. */
export async function startPreview(outDir, port) {
  const child = start(
    process.execPath,
    [viteBin, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { cwd: path.join(root, 'web') },
  )
  const origin = `http://localhost:${port}`
  await waitFor(`${origin}/`, 'vite preview', child)
  return origin
}

/** The production build of the web in web/<outDir> (or an absolute folder); resolves when built. */
export function buildWeb(outDir) {
  const child = start(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(root, 'web'),
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build of ${outDir} failed (${code})`)),
    )
  })
}

/** Points the build in web/<outDir> at the mock at `mockUrl` (its served configuration). */
export async function serveWebFrom(outDir, mockUrl) {
  const dist = path.resolve(root, 'web', outDir)
  await writeServedConfig(dist, await checkedWebConfig(webApiEnv(mockUrl)))
}

/** The folder is removed when the script exits. */
export function removeOnExit(outDir) {
  const dist = path.resolve(root, 'web', outDir)
  process.on('exit', () => rmSync(dist, { recursive: true, force: true }))
}

/**
 * The production build of the web in web/<outDir> (or an absolute folder), its APIs pointed at
 * the mock at `mockUrl`; resolves when built. The folder is removed when the script exits.
 */
export async function buildWebFor(outDir, mockUrl) {
  removeOnExit(outDir)
  await buildWeb(outDir)
  await serveWebFrom(outDir, mockUrl)
}
