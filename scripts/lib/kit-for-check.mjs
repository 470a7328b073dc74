// A production build served by the deploy kit (scripts/serve-prod.mjs, deploy/nginx/) on free
// ports, for the checks that look at it from outside: test:deploy and check:headers. The build is
// web/dist unless one is named (web/dist is built first when missing); the self-signed
// certificate is made when missing and trusted by the check only.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readFileSync } from 'node:fs'
import https from 'node:https'
import path from 'node:path'
import { ensureSelfSigned, nginxVersion, requireCommand } from './deploy-kit.mjs'
import { freePort, root, start, tempDir } from './processes.mjs'

export const defaultBuild = path.join(root, 'web', 'dist')

/** The build folder named by `arg` (or web/dist), built first when it is web/dist and missing. */
export function buildToCheck(arg, say) {
  const build = arg ? path.resolve(arg) : defaultBuild
  const shown = path.relative(process.cwd(), build) || '.'
  if (!existsSync(path.join(build, 'index.html'))) {
    if (build !== defaultBuild) throw new Error(`no production build in ${shown}`)
    say(`no build in ${shown}, building it (pnpm --filter @censo/web build)`)
    const built = spawnSync('pnpm', ['--filter', '@censo/web', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (built.status !== 0) throw new Error(`the web build failed (${built.status})`)
  }
  return { build, shown }
}

/**
 * Starts serve:prod on `build` and resolves once it answers `/` over HTTPS with a 200:
 * { origin, httpPort, httpsPort, certificate, agent (trusting it), nginx version, stop() }.
 */
export async function serveWithKit(build) {
  const version = nginxVersion(requireCommand('nginx'))
  const { certificate } = ensureSelfSigned()
  const agent = new https.Agent({ ca: readFileSync(certificate), keepAlive: true })
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  const prefix = tempDir('censo-deploy-')
  chmodSync(prefix, 0o755)
  const kit = start(process.execPath, [path.join(root, 'scripts', 'serve-prod.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      SERVE_HTTPS_PORT: String(httpsPort),
      SERVE_HTTP_PORT: String(httpPort),
      SERVE_ROOT: build,
      SERVE_PREFIX: prefix,
      SERVE_CERT: '',
      SERVE_KEY: '',
    },
  })
  const origin = `https://localhost:${httpsPort}`

  /** Stops the kit and waits for it (and so its nginx) to be gone, three seconds at most. */
  const stop = async () => {
    if (kit.exitCode !== null || kit.signalCode !== null) return
    const gone = new Promise((resolve) => kit.once('exit', resolve))
    kit.kill('SIGTERM')
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 3000))])
  }

  for (let attempt = 0; ; attempt++) {
    if (kit.exitCode !== null) throw new Error(`serve:prod exited (${kit.exitCode})`)
    try {
      if ((await statusOf(`${origin}/`, agent)) === 200) break
    } catch (error) {
      if (attempt > 200) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { origin, httpPort, httpsPort, certificate, agent, version, stop }
}

function statusOf(url, agent) {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { agent, family: 4 }, (answer) => {
      answer.resume()
      resolve(answer.statusCode)
    })
    request.setTimeout(5000, () => request.destroy(new Error(`no answer from ${url}`)))
    request.on('error', reject)
  })
}
