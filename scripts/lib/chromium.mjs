// Debian's Chromium, as every browser the project drives finds and starts it (no downloads here).
import { existsSync } from 'node:fs'

/** The browser: CHROMIUM_PATH when set, else Debian's; undefined when neither is there. */
export function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path))
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
