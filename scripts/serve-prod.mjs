#!/usr/bin/env node
// `pnpm serve:prod`: a production build served with the deploy kit (deploy/nginx/) by Debian's
// nginx, as a host serves it: HTTPS on SERVE_HTTPS_PORT (8443), SERVE_HTTP_PORT (8080) answering
// only a redirect to it, the build folder SERVE_ROOT (web/dist). A self-signed certificate for
// localhost is made on first run in .deploy/tls/ (SERVE_CERT and SERVE_KEY: your own instead).
// nginx runs in the foreground with its filled config, pid, logs and temporary files in
// SERVE_PREFIX (.deploy/nginx/); installed with apt-get when missing and run as root. Ctrl-C
// (SIGINT) or SIGTERM stops it.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import path from 'node:path'
import {
  deployDir,
  ensureSelfSigned,
  requireCommand,
  root,
  writeConfig,
} from './lib/deploy-kit.mjs'

const say = (line) => console.log(`serve:prod: ${line}`)
const relative = (file) => path.relative(process.cwd(), file) || '.'

function portFrom(name, fallback) {
  const value = process.env[name] || String(fallback)
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1 || number > 65535) {
    throw new Error(`${name} must be a port number, not ${value}`)
  }
  return number
}

/** Whether nginx could listen on `port` now (on every address, as it does). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () =>
      server.close(() => resolve(true)),
    )
  })
}

/** Resolves once something accepts connections on `port`, rejects when `child` exits first. */
async function listening(port, child) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before serving`)
    }
    const open = await new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' })
      socket.once('connect', () => socket.end(() => resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nothing listens on port ${port}`)
}

async function main() {
  const httpsPort = portFrom('SERVE_HTTPS_PORT', 8443)
  const httpPort = portFrom('SERVE_HTTP_PORT', 8080)
  if (httpsPort === httpPort) throw new Error('SERVE_HTTPS_PORT and SERVE_HTTP_PORT must differ')
  for (const [name, port] of [
    ['SERVE_HTTPS_PORT', httpsPort],
    ['SERVE_HTTP_PORT', httpPort],
  ]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: set ${name} to another`)
  }
  const rootDir = path.resolve(root, process.env.SERVE_ROOT || path.join('web', 'dist'))
  if (!existsSync(path.join(rootDir, 'index.html'))) {
    throw new Error(`no production build in ${relative(rootDir)} (no index.html): run pnpm build`)
  }
  const prefix = path.resolve(root, process.env.SERVE_PREFIX || path.join(deployDir, 'nginx'))

  let certificate = process.env.SERVE_CERT
  let key = process.env.SERVE_KEY
  if (Boolean(certificate) !== Boolean(key)) throw new Error('set both SERVE_CERT and SERVE_KEY')
  if (certificate && key) {
    certificate = path.resolve(certificate)
    key = path.resolve(key)
  } else {
    const made = ensureSelfSigned()
    ;({ certificate, key } = made)
    if (made.made) say(`made a self-signed certificate for localhost: ${relative(certificate)}`)
  }

  const nginx = requireCommand('nginx')
  const args = await writeConfig({ nginx, prefix, httpPort, httpsPort, rootDir, certificate, key })
  const child = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] })

  let stopping = false
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    // A second signal, or nginx still there after five seconds: no more waiting.
    if (stopping) {
      child.kill('SIGKILL')
      return
    }
    stopping = true
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop)
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  child.on('error', (error) => {
    console.error(`serve:prod: ${error.message}`)
    process.exit(1)
  })

  // Stopped before it listened: the wait below ends quietly.
  const up = await listening(httpsPort, child).then(
    () => true,
    (error) => {
      if (!stopping) throw error
      return false
    },
  )
  if (up) {
    say(`https://localhost:${httpsPort}/ serves ${relative(rootDir)} (nginx, deploy/nginx/)`)
    say(`http://localhost:${httpPort}/ redirects there`)
    say(`certificate ${relative(certificate)}; config and logs in ${relative(prefix)}/`)
    say('Ctrl-C stops it')
  }

  const { code, signal } = await exited
  if (stopping) process.exit(0)
  console.error(`serve:prod: nginx stopped by itself (${code ?? signal})`)
  process.exit(code || 1)
}

main().catch((error) => {
  console.error(`serve:prod: ${error.message}`)
  process.exit(1)
})
