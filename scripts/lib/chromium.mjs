// Debian's Chromium, as every browser the project drives finds and starts it (no downloads here).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The browser: CHROMIUM_PATH when set, else Debian's; undefined when neither is there. */
export function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path))
}

/** Debian's package chromium-headless-shell: the same Chromium without the browser's window layer. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The version a Chromium binary reports (`156.0.8078.108`), or null. */
export function chromiumVersion(path) {
  try {
    const text = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return /\d+\.\d+\.\d+\.\d+/.exec(text)?.[0] ?? null
  } catch {
    return null
  }
}

/**
 * The e2e's browser (docs/decisions/014): Chromium's headless shell, what Playwright itself runs
 * headless by default (the same Blink and V8, without the browser's window layer: about 25 % less
 * CPU per e2e run), when it is there at the very version of the full Chromium; else the full
 * Chromium (chromiumPath). E2E_CHROMIUM_PATH names one instead. The answer is kept in
 * E2E_CHROMIUM_PATH, so that Playwright's workers (which read the config again) ask no binary.
 */
export function e2eChromiumPath() {
  if (process.env.E2E_CHROMIUM_PATH) return process.env.E2E_CHROMIUM_PATH
  const chosen = e2eBrowserOf(chromiumPath(), HEADLESS_SHELL)
  if (chosen) process.env.E2E_CHROMIUM_PATH = chosen
  return chosen
}

/** `shell` when it is there and reports the same version as `full`; else `full`. */
export function e2eBrowserOf(full, shell) {
  if (!full || !existsSync(shell)) return full
  const version = chromiumVersion(full)
  return version !== null && chromiumVersion(shell) === version ? shell : full
}

/**
 * Headless on this machine: no sandbox (root), no GPU, and no network of its own (this machine's
 * closed network refuses Chromium's background connections, many at a time).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
