import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { FrameAudience } from '../prerender/render-page.tsx'
import { inlineCall } from './inline-script.ts'
import { PRERENDERED_PAGES } from './prerendered-pages.ts'

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prerender-worker.mjs')

/** What the chooser reads, as the app names them (src/prerender/render-page.tsx). */
export interface FirstFrameKeys {
  token: string
  consentCookie: string
  deviceLocation: string
}

/**
 * Which first frame the visitor sees, as classes on `<html>` (styles.css): the written frame only
 * when it was rendered for them (this path, and for a visitor's frame no session, for a person's
 * a session still valid); anyone else (a person logged in on a public screen, a visitor on
 * /Censo/, another path served the same HTML by a static host's fallback or the service worker)
 * sees the start-up splash (`boot-splash-only`), as before. A valid session is one whose case
 * status the page's earlier script has started reading (`startCaseStatusRead`,
 * route-preload.ts): the token is read there once. A visitor who already answered the cookie
 * banner does not see it in the frame (`consent-given`); a person who answered the location
 * question, or whose browser cannot locate, does not see it (`device-location-answered`). It runs
 * as an inline script in `<head>`, before the body is parsed, so it must stand alone (no
 * imports, no closures).
 */
export function firstFrameClass(
  pagePath: string,
  audience: FrameAudience,
  keys: FirstFrameKeys,
): string {
  try {
    if (location.pathname !== pagePath) return 'boot-splash-only'
    const classes: string[] = []
    if (audience === 'visitor' && localStorage.getItem(keys.token)) return 'boot-splash-only'
    if (audience === 'person') {
      if (!window.censoCaseStatusRead) return 'boot-splash-only'
      const answer = localStorage.getItem(keys.deviceLocation)
      if (answer === 'allowed' || answer === 'declined' || !('geolocation' in navigator)) {
        classes.push('device-location-answered')
      }
    }
    const cookies = document.cookie.split(';').map((cookie) => cookie.trim())
    if (cookies.some((cookie) => cookie.startsWith(`${keys.consentCookie}=`))) {
      classes.push('consent-given')
    }
    return classes.join(' ')
  } catch {
    return 'boot-splash-only'
  }
}

function chooserScript(pagePath: string, keys: FirstFrameKeys): string {
  const audience = PRERENDERED_PAGES[pagePath] ?? 'visitor'
  const chosen = inlineCall(firstFrameClass, pagePath, audience, keys)
  return `document.documentElement.className+=' '+${chosen}`
}

/**
 * index.html with a screen's first frame in `#root`, before the splash. A person's frame
 * (/Censo/) has its route's chunks preloaded by the head's script, as every case route has
 * (route-preload.ts), not written here: the preload scanner started the two dozen in the task
 * that parses the page, the longest of a reload (issue 41, docs/decisions/025).
 */
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
  return (
    typeof keys?.token === 'string' &&
    typeof keys.deviceLocation === 'string' &&
    typeof pages === 'object' &&
    pages !== null
  )
}

function renderPages(root: string, mode: string): Rendered {
  const dir = mkdtempSync(path.join(tmpdir(), 'censo-prerender-'))
  try {
    const output = path.join(dir, 'pages.json')
    execFileSync(
      process.execPath,
      [worker, root, mode, output, JSON.stringify(PRERENDERED_PAGES)],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: process.env,
        // Every read of the render is held (the worker's fetch never answers): a render that waits
        // for one would never end; the build fails instead.
        timeout: 120_000,
      },
    )
    const rendered: unknown = JSON.parse(readFileSync(output, 'utf8'))
    if (!isRendered(rendered)) throw new Error('prerender: the worker wrote no pages')
    return rendered
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Production builds write the first frame of each public screen, and of /Censo/ for a returning
 * person, into its own HTML (`/Ajuda/` → `Ajuda/index.html`, `/` into index.html itself): on a
 * slow phone and network the screen shows as soon as the HTML arrives instead of after the
 * JavaScript has come and run (docs/decisions/027). The app then replaces it with the same screen, live.
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
