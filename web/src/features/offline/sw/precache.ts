/**
 * Pure parts of the service worker, shared by the build plugin (which lists what to precache)
 * and the worker itself (which cleans old caches). Tested in precache.test.ts.
 */

/** Every shell cache is named `censo-shell-<version>`; the version changes with any file. */
export const CACHE_PREFIX = 'censo-shell-'

/** The service worker's own file name, served from the root (its scope is `/`). */
export const SERVICE_WORKER_FILE = 'sw.js'

/** The cached app shell answers every navigation (the SPA routes all serve index.html). */
export const SHELL_URL = '/index.html'

export interface PrecacheManifest {
  version: string
  urls: string[]
}

/**
 * What to precache from the build output (paths relative to it, with `/`): index.html, the
 * hashed JS/CSS and every public file (manifest, icons), but not source maps, Vite's own
 * manifest folder or the worker itself.
 */
export function precacheUrls(files: readonly string[]): string[] {
  return files
    .filter(
      (file) =>
        file !== SERVICE_WORKER_FILE &&
        !file.endsWith('.map') &&
        !file.startsWith('.') &&
        !file.includes('/.'),
    )
    .map((file) => `/${file}`)
    .toSorted((a, b) => a.localeCompare(b))
}

/** Hashed build files never change under the same name: cache-first is always right for them. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/assets/')
}

/**
 * The shell caches to delete when version `current` activates: all but the current one and the
 * newest older one (`keys` in creation order, as `caches.keys()` gives them). The older one stays
 * so that a page still running the previous version can load its lazy chunks.
 */
export function staleCaches(keys: readonly string[], current: string): string[] {
  const older = keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== current)
  return older.slice(0, -1)
}
