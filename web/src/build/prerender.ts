import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { inlineCall } from './inline-script.ts'

/** The public screens whose first frame the build writes into their HTML. */
export const PRERENDERED_PATHS = [
  '/',
  '/Ajuda/',
  '/Sobre/',
  '/Legal/',
  '/Privacy/',
  '/Termos/',
  '/Contato/',
  '/Info/',
] as const

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prerender-worker.mjs')

/**
 * Which first frame the visitor sees, as a class on `<html>` (styles.css): the written frame only
 * when it was rendered for them (this path, no session); anyone else (a person logged in, another
 * path served the same HTML by a static host's fallback or the service worker) sees the start-up
 * splash (`boot-splash-only`), as before. A visitor who already answered the cookie banner does
 * not see it in the frame (`consent-given`). It runs as an inline script in `<head>`, before the
 * body is parsed, so it must stand alone (no imports, no closures).
 */
export function firstFrameClass(pagePath: string, tokenKey: string, consentCookie: string): string {
  try {
    if (location.pathname !== pagePath || localStorage.getItem(tokenKey)) return 'boot-splash-only'
    const cookies = document.cookie.split(';').map((cookie) => cookie.trim())
    return cookies.some((cookie) => cookie.startsWith(`${consentCookie}=`)) ? 'consent-given' : ''
  } catch {
    return 'boot-splash-only'
  }
}

/** What the chooser reads, as the app names them (src/prerender/render-page.tsx). */
interface FirstFrameKeys {
  token: string
  consentCookie: string
}

function chooserScript(pagePath: string, keys: FirstFrameKeys): string {
  const chosen = inlineCall(firstFrameClass, pagePath, keys.token, keys.consentCookie)
  return `document.documentElement.className+=' '+${chosen}`
}

/** index.html with a screen's first frame in `#root`, before the splash. */
export function pageHtml(
  template: string,
  pagePath: string,
  markup: string,
  keys: FirstFrameKeys,
): string {
  if (!template.includes('<div id="root">')) throw new Error('prerender: index.html has no #root')
  return template
    .replace('</head>', `<script>${chooserScript(pagePath, keys)}</script></head>`)
    .replace('<div id="root">', `<div id="root"><div class="prerendered">${markup}</div>`)
}

interface Rendered {
  keys: FirstFrameKeys
  pages: Record<string, string>
}

function isRendered(value: unknown): value is Rendered {
  if (typeof value !== 'object' || value === null) return false
  const { keys, pages } = value as Partial<Rendered>
  return typeof keys?.token === 'string' && typeof pages === 'object' && pages !== null
}

function renderPages(root: string, mode: string): Rendered {
  const dir = mkdtempSync(path.join(tmpdir(), 'censo-prerender-'))
  try {
    const output = path.join(dir, 'pages.json')
    execFileSync(process.execPath, [worker, root, mode, output, ...PRERENDERED_PATHS], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: process.env,
    })
    const rendered: unknown = JSON.parse(readFileSync(output, 'utf8'))
    if (!isRendered(rendered)) throw new Error('prerender: the worker wrote no pages')
    return rendered
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Production builds write the first frame of each public screen into its own HTML
 * (`/Ajuda/` → `Ajuda/index.html`, `/` into index.html itself): on a slow phone and network the
 * screen shows as soon as the HTML arrives instead of after the JavaScript has come and run
 * (docs/decisions/027). The app then replaces it with the same screen, live.
 */
export function prerenderPlugin(): Plugin {
  let root = ''
  let mode = 'production'
  return {
    name: 'censo-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
      mode = config.mode
    },
    generateBundle(_options, bundle) {
      const shell = bundle['index.html']
      if (!shell || shell.type !== 'asset') throw new Error('prerender: index.html is missing')
      const template =
        typeof shell.source === 'string' ? shell.source : new TextDecoder().decode(shell.source)
      const { keys, pages } = renderPages(root, mode)
      for (const [pagePath, markup] of Object.entries(pages)) {
        const html = pageHtml(template, pagePath, markup, keys)
        if (pagePath === '/') shell.source = html
        else
          this.emitFile({ type: 'asset', fileName: `${pagePath.slice(1)}index.html`, source: html })
      }
    },
  }
}
