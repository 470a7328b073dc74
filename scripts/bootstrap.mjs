#!/usr/bin/env node
// `npm start` / `npm test` on a machine with only Node and npm: installs pnpm 12.21.0 when
// missing (locally, under .tools/), the workspace dependencies, and for tests a Chromium and
// the deploy kit's nginx and openssl.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumVersion, HEADLESS_SHELL } from './lib/chromium.mjs'
import { ensureCommand, installHint } from './lib/debian-command.mjs'

const PNPM_VERSION = '12.21.0'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const mode = process.argv[2]
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test')
  process.exit(2)
}

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm'
  const local = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm')
  if (existsSync(local) && versionOf(local) === PNPM_VERSION) return local
  console.log(`bootstrap: installing pnpm ${PNPM_VERSION} into .tools/`)
  run('npm', [
    'install',
    '--prefix',
    path.join(root, '.tools'),
    '--no-save',
    '--no-audit',
    '--no-fund',
    `pnpm@${PNPM_VERSION}`,
  ])
  return local
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

function aptInstall(...packages) {
  return spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const aptInstallChromium = () => aptInstall('chromium')

/**
 * The e2e runs on Chromium's headless shell when Debian's chromium-headless-shell is there at the
 * full Chromium's version (lib/chromium.mjs, docs/decisions/014). On Debian as root it is
 * installed, or brought to that version, with the full Chromium (one source package: apt-get
 * installs both at its newest); where it cannot be, the e2e runs on the full Chromium.
 */
function ensureHeadlessShell(chromium) {
  if (chromium !== '/usr/bin/chromium' || !isRoot() || !versionOf('apt-get')) return
  const wanted = chromiumVersion(chromium)
  if (existsSync(HEADLESS_SHELL) && chromiumVersion(HEADLESS_SHELL) === wanted) return
  console.log(`bootstrap: installing Debian chromium-headless-shell (Chromium ${wanted})`)
  if (aptInstall('chromium', 'chromium-headless-shell').status !== 0) {
    console.log('bootstrap: chromium-headless-shell could not be installed; e2e runs on chromium')
  }
}

/** DESIGN §3: the system Chromium when present; on Debian as root apt-get; else Playwright's. */
function ensureChromium(pnpm) {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean)
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found) return found
  if (isRoot() && versionOf('apt-get')) {
    console.log('bootstrap: installing Debian chromium')
    if (aptInstallChromium().status !== 0) {
      run('apt-get', ['update'])
      if (aptInstallChromium().status !== 0) process.exit(1)
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  console.log("bootstrap: installing Playwright's Chromium")
  run(pnpm, ['--filter', '@censo/e2e', 'exec', 'playwright', 'install', 'chromium'])
  return ''
}

/**
 * The deploy kit's check (`pnpm test:deploy`) serves the build with Debian's nginx and makes its
 * certificate with openssl: on Debian as root apt-get installs what is missing; otherwise a hint.
 */
function ensureDeployKitCommands() {
  for (const command of ['nginx', 'openssl']) {
    if (!ensureCommand(command, command, (line) => console.log(`bootstrap: ${line}`))) {
      console.log(
        `bootstrap: ${command} is missing (test:deploy needs it): ${installHint(command)}`,
      )
    }
  }
}

const pnpm = ensurePnpm()
const pnpmDir = path.dirname(pnpm === 'pnpm' ? 'pnpm' : pnpm)
const env = { ...process.env }
if (pnpm !== 'pnpm') env.PATH = `${pnpmDir}${path.delimiter}${env.PATH}`

run(pnpm, ['install', '--frozen-lockfile'], { env })

/**
 * The long-running part (the servers, or the tests) as a child that hears our signals: a
 * `kill`/`timeout` of `npm start` stops the servers too instead of leaving them holding the ports.
 */
function runForwardingSignals(command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)))
}

if (mode === 'start') {
  runForwardingSignals(pnpm, ['run', 'dev'], { env })
} else {
  const chromium = ensureChromium(pnpm)
  if (chromium) env.CHROMIUM_PATH = chromium
  ensureHeadlessShell(chromium)
  ensureDeployKitCommands()
  runForwardingSignals(pnpm, ['run', 'test:all'], { env })
}
