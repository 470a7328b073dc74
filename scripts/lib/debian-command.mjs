// A command the deploy kit needs from Debian (nginx, openssl): found on the PATH or in the sbin
// folders a non-root PATH lacks, installed with apt-get when missing and we are root, the way
// bootstrap.mjs installs Chromium. Node built-ins only: bootstrap imports it before any install.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import path from 'node:path'

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** The full path of `name`: the PATH first, then /usr/sbin and /usr/local/sbin; null if none. */
export function findCommand(name) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
  for (const dir of [...dirs, '/usr/local/sbin', '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, name)
    if (isExecutable(candidate)) return candidate
  }
  return null
}

/**
 * `name` (Debian package `debianPackage`): found, or installed with apt-get as root (after an
 * `apt-get update` when the first try fails); null when missing and not installable here. The
 * command is looked for again after apt-get, whatever its exit code (a package whose service
 * cannot start on install still leaves its binary).
 */
export function ensureCommand(name, debianPackage = name, log = console.log) {
  const found = findCommand(name)
  if (found) return found
  if (!isRoot() || !findCommand('apt-get')) return null
  log(`installing Debian ${debianPackage} (apt-get install -y ${debianPackage})`)
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status
  if (install() !== 0 && !findCommand(name)) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' })
    install()
  }
  return findCommand(name)
}

/** What to tell someone who must install `debianPackage` themselves. */
export const installHint = (debianPackage) =>
  `install it with: ${isRoot() ? '' : 'sudo '}apt-get install -y ${debianPackage}`
