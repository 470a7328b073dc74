#!/usr/bin/env node
// `pnpm test:deploy [build folder]`: the deploy kit (deploy/nginx/, `pnpm serve:prod`) serving a
// production build (default web/dist, built first only when it is missing) on free ports, checked
// over HTTP and HTTPS as a browser sees it: the redirect to HTTPS, every prerendered page at its
// path with and without the slash, index.html for any other path, a 404 for a missing asset,
// Cache-Control of HTML, sw.js, the manifest and the hashed assets, gzip, and the security
// headers on every kind of answer. The self-signed certificate is trusted by this check only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { contentSecurityPolicyOf } from './lib/deploy-kit.mjs'
import { buildToCheck, serveWithKit } from './lib/kit-for-check.mjs'
import { runCheck } from './lib/processes.mjs'

/** What the kit's security headers (web/src/build/security-headers.ts) must be on every answer (issue 39), stated apart so that a change there shows here. */
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}
const IMMUTABLE = 'public, max-age=31536000, immutable'

const started = Date.now()
/** The kit serving the build, stopped (and waited for) at the end. */
let kit = null

await runCheck(
  async (fail) => {
    const { build, shown } = buildToCheck(process.argv[2], (line) => console.log(`deploy: ${line}`))
    kit = await serveWithKit(build)
    const { agent, httpPort, origin } = kit
    const [major, minor, patch] = kit.version

    /** GET of `url` (IPv4, the check's certificate); the answer with its whole body. */
    const get = (url, headers = {}) =>
      new Promise((resolve, reject) => {
        const secure = url.startsWith('https:')
        const request = (secure ? https : http).request(
          url,
          { headers, family: 4, ...(secure ? { agent } : {}) },
          (answer) => {
            const chunks = []
            answer.on('data', (chunk) => chunks.push(chunk))
            answer.on('end', () =>
              resolve({
                status: answer.statusCode,
                headers: answer.headers,
                body: Buffer.concat(chunks),
              }),
            )
            answer.on('error', reject)
          },
        )
        request.setTimeout(5000, () => request.destroy(new Error(`no answer from ${url}`)))
        request.on('error', reject)
        request.end()
      })
    const page = (pathname, headers) => get(`${origin}${pathname}`, headers)

    console.log(
      `deploy: nginx ${major}.${minor}.${patch} serving ${shown} at ${origin}/ (HTTP ${httpPort})`,
    )

    let count = 0
    let failed = 0
    const check = async (name, run) => {
      count++
      try {
        const detail = await run()
        console.log(`  ok    ${name}${detail ? `: ${detail}` : ''}`)
      } catch (error) {
        failed++
        fail(`  FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    const file = (relative) => readFileSync(path.join(build, relative))
    const sameBody = (answer, relative) => {
      if (!answer.body.equals(file(relative))) throw new Error(`the body is not ${relative}`)
    }
    const html = (answer, relative) => {
      expect('status', answer.status, 200)
      expect('Content-Type', answer.headers['content-type'], 'text/html')
      expect('Cache-Control', answer.headers['cache-control'], 'no-cache')
      sameBody(answer, relative)
    }

    const assets = readdirSync(path.join(build, 'assets'))
    const biggest = (extension) =>
      assets
        .filter((name) => name.endsWith(extension))
        .map((name) => `assets/${name}`)
        .toSorted(
          (a, b) => statSync(path.join(build, b)).size - statSync(path.join(build, a)).size,
        )[0]
    const js = biggest('.js')
    const css = biggest('.css')
    if (!js) throw new Error(`no JS under ${shown}/assets`)

    await check('HTTP redirects to HTTPS (301, same path and query)', async () => {
      const answer = await get(`http://localhost:${httpPort}/Ajuda/?de=http`)
      expect('status', answer.status, 301)
      expect('Location', answer.headers.location, `${origin}/Ajuda/?de=http`)
      return `http://localhost:${httpPort}/Ajuda/?de=http → ${answer.headers.location}`
    })

    await check('/ is index.html, no-cache', async () => html(await page('/'), 'index.html'))
    const prerendered = readdirSync(build).filter(
      (name) => name !== 'assets' && existsSync(path.join(build, name, 'index.html')),
    )
    for (const name of prerendered) {
      await check(
        `/${name}/ and /${name} are ${name}/index.html, no-cache, no redirect`,
        async () => {
          html(await page(`/${name}/`), `${name}/index.html`)
          html(await page(`/${name}`), `${name}/index.html`)
        },
      )
    }
    for (const unknown of ['/Nada/Aqui/', `/${prerendered[0] ?? 'x'}/passo-2`, '/nada.js']) {
      await check(`${unknown} (no such page) is index.html, no-cache`, async () =>
        html(await page(unknown), 'index.html'),
      )
    }

    await check('sw.js: no-cache, JavaScript', async () => {
      const answer = await page('/sw.js')
      expect('status', answer.status, 200)
      expect('Cache-Control', answer.headers['cache-control'], 'no-cache')
      expect('Content-Type', answer.headers['content-type'], 'application/javascript')
      sameBody(answer, 'sw.js')
    })
    await check('manifest.webmanifest: no-cache, application/manifest+json', async () => {
      const answer = await page('/manifest.webmanifest')
      expect('status', answer.status, 200)
      expect('Cache-Control', answer.headers['cache-control'], 'no-cache')
      expect('Content-Type', answer.headers['content-type'], 'application/manifest+json')
      sameBody(answer, 'manifest.webmanifest')
    })
    await check(`/${js}: ${IMMUTABLE}`, async () => {
      const answer = await page(`/${js}`)
      expect('status', answer.status, 200)
      expect('Cache-Control', answer.headers['cache-control'], IMMUTABLE)
      expect('Content-Type', answer.headers['content-type'], 'application/javascript')
      sameBody(answer, js)
    })
    await check('no-cache answers revalidate: sw.js with its ETag is 304', async () => {
      const first = await page('/sw.js')
      const etag = first.headers.etag
      if (!etag) throw new Error('no ETag')
      expect('status', (await page('/sw.js', { 'if-none-match': etag })).status, 304)
    })

    const gzipped = [js, css, 'index.html', 'icon.svg', 'manifest.webmanifest'].filter(Boolean)
    for (const relative of gzipped) {
      const pathname = relative === 'index.html' ? '/' : `/${relative}`
      await check(`gzip: ${pathname}`, async () => {
        const answer = await page(pathname, { 'accept-encoding': 'gzip' })
        expect('status', answer.status, 200)
        expect('Content-Encoding', answer.headers['content-encoding'], 'gzip')
        if (!/accept-encoding/i.test(answer.headers.vary ?? ''))
          throw new Error('no Vary: Accept-Encoding')
        if (!gunzipSync(answer.body).equals(file(relative)))
          throw new Error(`unzipped, not ${relative}`)
        return `${kb(file(relative).length)} → ${kb(answer.body.length)}`
      })
    }

    const missing = '/assets/nao-existe-0000.js'
    await check(`${missing}: 404, not index.html, not cached`, async () => {
      const answer = await page(missing)
      expect('status', answer.status, 404)
      if (answer.body.equals(file('index.html'))) throw new Error('the body is index.html')
      expect('Cache-Control', answer.headers['cache-control'], undefined)
    })

    // A file a chunk preloads before a lazy import that the build does not have fails that
    // import: its 404 (or anything not of its type, refused under nosniff) is an error screen.
    const preloaded = new Set(
      assets
        .filter((name) => name.endsWith('.js'))
        .flatMap((name) => [
          ...readFileSync(path.join(build, 'assets', name), 'utf8').matchAll(
            /"(assets\/[^"]+\.(?:js|css))"/g,
          ),
        ])
        .map(([, file]) => file),
    )
    await check('every file a chunk preloads is served with its type', async () => {
      const problems = []
      for (const file of preloaded) {
        const answer = await page(`/${file}`)
        const type = file.endsWith('.css') ? 'text/css' : 'application/javascript'
        if (answer.status !== 200 || answer.headers['content-type'] !== type) {
          problems.push(`/${file}: ${answer.status} ${answer.headers['content-type']}`)
        }
      }
      if (problems.length > 0) throw new Error(problems.join('; '))
      return `${preloaded.size} files`
    })

    // The build's own policy (its inline code's hashes, its configuration's origins).
    const policy = await contentSecurityPolicyOf(build)
    if (!policy.startsWith("default-src 'none'; script-src 'self' 'sha256-")) {
      throw new Error(`the build's policy is not strict: ${policy}`)
    }
    const answers = {
      'an HTML answer (/Ajuda/)': () => page('/Ajuda/'),
      'the fallback (/Nada/Aqui/)': () => page('/Nada/Aqui/'),
      [`an asset (/${js})`]: () => page(`/${js}`),
      'sw.js': () => page('/sw.js'),
      [`the 404 (${missing})`]: () => page(missing),
      'the HTTP redirect': () => get(`http://localhost:${httpPort}/`),
    }
    for (const [what, answer] of Object.entries(answers)) {
      await check(`security headers on ${what}`, async () => {
        const { headers } = await answer()
        const problems = Object.entries(SECURITY_HEADERS)
          .filter(([name, value]) => headers[name] !== value)
          .map(([name, value]) => `${name} is ${JSON.stringify(headers[name])}, not "${value}"`)
        problems.push(...permissionsPolicyProblems(headers['permissions-policy']))
        if (headers.server !== 'nginx') problems.push(`Server is ${headers.server}, not "nginx"`)
        if (headers['content-security-policy'] !== policy) {
          problems.push(
            `Content-Security-Policy is not the build's: ${headers['content-security-policy']}`,
          )
        }
        if (problems.length > 0) throw new Error(problems.join('; '))
      })
    }

    console.log(
      `deploy: ${failed ? `${failed} of ${count} checks FAILED` : `${count} checks passed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  },
  () => kit?.stop(),
)

function expect(what, actual, expected) {
  if (actual !== expected) {
    throw new Error(`${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`)
  }
}

function kb(bytes) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`
}

/** camera and geolocation for this origin, every other feature it names denied, and these four. */
function permissionsPolicyProblems(value) {
  if (!value) return ['no Permissions-Policy']
  const features = new Map(value.split(',').map((entry) => entry.trim().split('=')))
  const problems = []
  for (const name of ['camera', 'geolocation']) {
    if (features.get(name) !== '(self)')
      problems.push(`Permissions-Policy ${name}=${features.get(name)}`)
  }
  const allowed = [...features].filter(
    ([name, allow]) => allow !== '()' && !(name === 'camera' || name === 'geolocation'),
  )
  if (allowed.length > 0)
    problems.push(`Permissions-Policy allows ${allowed.map(([name]) => name).join(', ')}`)
  for (const name of ['microphone', 'display-capture', 'payment', 'usb']) {
    if (features.get(name) !== '()') problems.push(`Permissions-Policy does not deny ${name}`)
  }
  return problems
}
