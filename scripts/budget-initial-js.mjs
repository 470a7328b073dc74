#!/usr/bin/env node
// DESIGN §10: the JS a browser loads to show `/` (logged out) must stay within 120 KB gzip.
// Serves the production build with `vite preview`, opens `/` in headless Chromium, and sums the
// gzip size of every script the page fetched (entry, preloads and the lazy chunks of `/`).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const BUDGET_KB = 120
const PORT = Number(process.env.BUDGET_PORT ?? 4190)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'web', 'dist')

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('budget: web/dist is missing — run `pnpm build` first')
  process.exit(2)
}

const preview = spawn(
  'pnpm',
  ['--filter', '@censo/web', 'exec', 'vite', 'preview', '--port', String(PORT), '--strictPort'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const stop = () => preview.kill('SIGTERM')

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`preview did not start at ${url}`)
}

try {
  const url = `http://localhost:${PORT}/`
  await waitForServer(url)
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (p) => p && existsSync(p),
  )
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  const page = await browser.newPage()
  const scripts = new Set()
  page.on('response', (response) => {
    const responseUrl = new URL(response.url())
    if (responseUrl.origin === new URL(url).origin && responseUrl.pathname.endsWith('.js')) {
      scripts.add(responseUrl.pathname)
    }
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await browser.close()

  let total = 0
  const rows = [...scripts].sort().map((pathname) => {
    const bytes = readFileSync(path.join(dist, pathname))
    const gzip = gzipSync(bytes, { level: 9 }).length
    total += gzip
    return `  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${pathname}`
  })
  console.log(
    `Initial JS for / (gzip):\n${rows.join('\n')}\n  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`,
  )
  stop()
  if (total / 1024 > BUDGET_KB) {
    console.error('budget: initial JS is over budget')
    process.exit(1)
  }
} catch (error) {
  stop()
  console.error(error)
  process.exit(1)
}
