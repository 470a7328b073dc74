// The deploy kit's local side (deploy/nginx/): where its files go (.deploy/, git-ignored), the
// self-signed certificate made on first run, the templates filled for one run, and the nginx
// command line that runs them in the foreground without any system folder.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { webModule } from './configure-web.mjs'
import { ensureCommand, installHint } from './debian-command.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const kitDir = path.join(root, 'deploy', 'nginx')
export const deployDir = path.join(root, '.deploy')
export const tlsDir = path.join(deployDir, 'tls')
/** The self-signed certificate for localhost (and 127.0.0.1, ::1) and its key. */
export const selfSigned = {
  certificate: path.join(tlsDir, 'localhost.crt'),
  key: path.join(tlsDir, 'localhost.key'),
}

/** A command of Debian's, installed as root when missing; otherwise an error saying how. */
export function requireCommand(name, debianPackage = name) {
  const found = ensureCommand(name, debianPackage, (line) => console.log(`serve:prod: ${line}`))
  if (!found) throw new Error(`${name} is missing: ${installHint(debianPackage)}`)
  return found
}

/** nginx's version as [major, minor, patch] (`nginx -v` writes it to stderr). */
export function nginxVersion(nginx) {
  const { stdout, stderr } = spawnSync(nginx, ['-v'], { encoding: 'utf8' })
  const text = `${stdout ?? ''}${stderr ?? ''}`
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text)
  if (!match) throw new Error(`cannot read nginx's version from: ${text.trim()}`)
  return match.slice(1).map(Number)
}

/**
 * The self-signed certificate, made with openssl when missing or expiring within a day: P-256,
 * a year, for localhost, 127.0.0.1 and ::1. Made in a folder of its own and renamed into place,
 * so two runs starting together never read half of one.
 */
export function ensureSelfSigned() {
  const fresh = () => {
    if (!existsSync(selfSigned.certificate) || !existsSync(selfSigned.key)) return false
    try {
      execFileSync(
        openssl(),
        ['x509', '-checkend', '86400', '-noout', '-in', selfSigned.certificate],
        {
          stdio: 'ignore',
        },
      )
      return true
    } catch {
      return false
    }
  }
  if (fresh()) return { ...selfSigned, made: false }
  mkdirSync(deployDir, { recursive: true })
  const making = path.join(deployDir, `tls.${process.pid}`)
  rmSync(making, { recursive: true, force: true })
  mkdirSync(making, { mode: 0o700 })
  execFileSync(
    openssl(),
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '365',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '-addext',
      'extendedKeyUsage=serverAuth',
      '-keyout',
      path.join(making, path.basename(selfSigned.key)),
      '-out',
      path.join(making, path.basename(selfSigned.certificate)),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  if (!fresh()) {
    // An old or expired one is replaced; one another run made meanwhile is kept.
    rmSync(tlsDir, { recursive: true, force: true })
    try {
      renameSync(making, tlsDir)
    } catch (error) {
      if (!fresh()) throw error
    }
  }
  rmSync(making, { recursive: true, force: true })
  return { ...selfSigned, made: true }
}

let opensslPath
const openssl = () => (opensslPath ??= requireCommand('openssl'))

/** `{{NAME}}` in `template` replaced by `values.NAME`; an unknown or unfilled name is an error. */
export function fill(template, values) {
  const filled = template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}}`)
    return String(values[name])
  })
  const left = /\{\{[^}]*\}\}/.exec(filled)
  if (left) throw new Error(`unfilled ${left[0]}`)
  return filled
}

/** nginx takes these paths between double quotes, where `"` ends them and `$` reads a variable. */
function quotable(what, value) {
  if (/["$\\\n]/.test(value)) throw new Error(`${what} has a character nginx cannot take: ${value}`)
  return value
}

/**
 * The Content-Security-Policy of the build in `rootDir` as configured (its inline scripts' and
 * styles' hashes, its served configuration's origins: web/src/build/content-security-policy.ts,
 * docs/decisions/029).
 */
export async function contentSecurityPolicyOf(rootDir) {
  const { contentSecurityPolicyOf: policyOf } = await webModule(
    'src/build/content-security-policy.ts',
  )
  return policyOf(rootDir)
}

/**
 * The nginx lines of every security header of the build in `rootDir` as configured, each under
 * its reason (web/src/build/security-headers.ts: the same that `vite preview` sends).
 */
export async function nginxSecurityHeadersOf(rootDir) {
  const { nginxSecurityHeaders, securityHeadersOf } = await webModule(
    'src/build/security-headers.ts',
  )
  return nginxSecurityHeaders(securityHeadersOf(rootDir))
}

/**
 * Writes `<prefix>/nginx.conf`, `<prefix>/site.conf` and the build's
 * `<prefix>/security-headers.conf` (which site.conf includes in every server and location) for
 * one run and answers nginx's arguments.
 */
export async function writeConfig({
  nginx,
  prefix,
  httpPort,
  httpsPort,
  rootDir,
  certificate,
  key,
}) {
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir), { recursive: true })
  const securityHeaders = path.join(prefix, 'security-headers.conf')
  writeFileSync(securityHeaders, await nginxSecurityHeadersOf(rootDir))
  const [major, minor, patch] = nginxVersion(nginx)
  const http2Directive = major > 1 || minor > 25 || (minor === 25 && patch >= 1)
  const site = fill(readFileSync(path.join(kitDir, 'site.conf.template'), 'utf8'), {
    HTTP_PORT: httpPort,
    HTTPS_PORT: httpsPort,
    HTTPS_PORT_SUFFIX: httpsPort === 443 ? '' : `:${httpsPort}`,
    ROOT: quotable('the build folder', rootDir),
    CERTIFICATE: quotable('the certificate', certificate),
    CERTIFICATE_KEY: quotable('the key', key),
    SECURITY_HEADERS: quotable('the prefix', securityHeaders),
    HTTP2_LISTEN: http2Directive ? '' : ' http2',
    HTTP2: http2Directive ? 'http2 on;' : '',
  })
  const main = fill(readFileSync(path.join(kitDir, 'nginx.conf.template'), 'utf8'), {
    PREFIX: quotable('the prefix', prefix),
    MIME_TYPES: quotable('mime.types', mimeTypes(nginx)),
    USER: workerUser(rootDir),
  })
  writeFileSync(path.join(prefix, 'site.conf'), site)
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(conf, main)
  return ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;']
}

/** Debian's mime.types, beside the configuration nginx was built to read. */
function mimeTypes(nginx) {
  const debian = '/etc/nginx/mime.types'
  if (existsSync(debian)) return debian
  let built = ''
  try {
    built = execFileSync(nginx, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    built = String(error.stderr ?? '')
  }
  const conf = /--conf-path=(\S+)/.exec(built)?.[1]
  const beside = conf && path.join(path.dirname(conf), 'mime.types')
  if (beside && existsSync(beside)) return beside
  throw new Error(`no mime.types found (looked for ${debian}${beside ? ` and ${beside}` : ''})`)
}

/** Whether the permission `bit` of others is set on `file`. */
const othersCan = (file, bit) => (statSync(file).mode & bit) !== 0

/**
 * Started by root, nginx runs its workers as another account: Debian's www-data when it can
 * read the build (every folder above it open to others, its index.html readable by others),
 * else the build's owner (a build in root's home). Started by anyone else, the workers stay that
 * user (nginx ignores the directive, so none is written).
 */
function workerUser(rootDir) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return ''
  const folders = []
  for (let dir = rootDir; ; dir = path.dirname(dir)) {
    folders.push(dir)
    if (path.dirname(dir) === dir) break
  }
  const index = path.join(rootDir, 'index.html')
  if (folders.every((dir) => othersCan(dir, 0o001)) && othersCan(index, 0o004)) {
    return 'user www-data;'
  }
  const owner = statSync(rootDir).uid
  const name = execFileSync('id', ['-nu', String(owner)], { encoding: 'utf8' }).trim()
  return `user ${name};`
}
