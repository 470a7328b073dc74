import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { AppConfig } from '../config/parse-env.ts'
import { SERVED_CONFIG_ID } from '../config/served-config.ts'
import { TRUSTED_TYPES_POLICY } from '../lib/trusted-types.ts'

/**
 * The Content-Security-Policy of a production build as served (docs/decisions/029, issue 39):
 * computed from the build itself, so that nobody edits it by hand. Scripts and styles only from
 * the site and the SHA-256 of each inline `<script>` and `<style>` its pages carry (no
 * 'unsafe-inline', no 'unsafe-eval'); requests, images and media only to the origins of the
 * configuration the pages were served with (the APIs, the files); reCAPTCHA's and the chat
 * widget's origins only when configured; no frame of it anywhere; Trusted Types for every
 * script sink (the app's policy and DOMPurify's).
 */

/** Google's reCAPTCHA v2: its script, its frame and what they load. */
const RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com']

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The HTML pages of a build, every folder down. */
function pagesOf(dist: string): string[] {
  return readdirSync(dist, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dist, entry.name)
    if (entry.isDirectory()) return pagesOf(file)
    return entry.name.endsWith('.html') ? [file] : []
  })
}

const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g
const SERVED_CONFIG = new RegExp(
  `<script type="application/json" id="${SERVED_CONFIG_ID}">([\\s\\S]*?)</script>`,
)

/** The hashes of the inline scripts and styles of every page, each once, in a stable order. */
export function inlineHashes(pages: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const html of pages) {
    for (const [, text = ''] of html.matchAll(INLINE_SCRIPT)) scripts.add(sha256(text))
    for (const [, text = ''] of html.matchAll(INLINE_STYLE)) styles.add(sha256(text))
  }
  return { scripts: [...scripts].toSorted(), styles: [...styles].toSorted() }
}

const originOf = (url: string) => new URL(url).origin

/** The policy for pages whose inline code has `hashes`, served with `config`. */
export function contentSecurityPolicy(
  config: AppConfig,
  hashes: { scripts: readonly string[]; styles: readonly string[] },
): string {
  const apis = [...new Set([...Object.values(config.api), config.filesUrl].map(originOf))]
  const recaptcha = config.recaptchaSiteKey ? RECAPTCHA : []
  const chat = config.chatScriptUrl ? [originOf(config.chatScriptUrl)] : []
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...hashes.scripts, ...recaptcha, ...chat],
    ['style-src', "'self'", ...hashes.styles],
    ['connect-src', "'self'", ...apis, ...chat],
    ['img-src', "'self'", 'data:', 'blob:', ...apis, ...recaptcha, ...chat],
    ['media-src', "'self'", 'blob:', ...apis],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ...(recaptcha.length > 0 || chat.length > 0
      ? [['frame-src', ...recaptcha, ...chat] as [string, ...string[]]]
      : []),
    ['frame-ancestors', "'none'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY, 'dompurify'],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** The policy of the build in `dist`, as its pages are configured now (scripts/configure-web.mjs). */
export function contentSecurityPolicyOf(dist: string): string {
  const pages = pagesOf(dist).map((page) => readFileSync(page, 'utf8'))
  const served = SERVED_CONFIG.exec(pages.find((html) => SERVED_CONFIG.test(html)) ?? '')?.[1]
  if (!served) throw new Error(`content-security-policy: ${dist} has no configured page`)
  // Written from a checked AppConfig by the build or the deploy step.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  const config = JSON.parse(served) as AppConfig
  return contentSecurityPolicy(config, inlineHashes(pages))
}
