import type { Plugin } from 'vite'
import { SERVED_CONFIG_ID } from '../config/served-config.ts'
import { inlineCall } from './inline-script.ts'

/**
 * Runs in `<head>`: reads the page's served configuration (the element `configId`,
 * src/config/served-config.ts) and starts the same request as the app's client makes (contracts
 * `getMetadata`: `{meta}/v2/data/{app id}/`, a plain GET, JSON accepted, no credentials sent
 * across origins), so no CORS preflight; null when it could not be sent. An inline script, so it
 * stands alone (no imports, no closures).
 */
export function startMetadataRead(configId: string): void {
  try {
    const served: { api: { meta: string }; appId: string } = JSON.parse(
      document.getElementById(configId)?.textContent ?? '',
    )
    const base = served.api.meta.endsWith('/') ? served.api.meta : `${served.api.meta}/`
    const url = new URL(`v2/data/${encodeURIComponent(served.appId)}/`, base).href
    window.censoMetadataRead = fetch(url, { headers: { Accept: 'application/json' } }).catch(
      () => null,
    )
  } catch {
    // No fetch, or no configuration: the app reads the metadata itself.
  }
}

/**
 * Production builds start the metadata read together with the page instead of after the
 * JavaScript has run (docs/decisions/007): an inline script that starts the read
 * (`window.censoMetadataRead`, a Response or null when it could not be sent), which the metadata
 * query takes (metadata.ts). The metadata is public: the read carries no session and serves every
 * visitor. Its URL comes from the configuration the page was served with (docs/decisions/029), so
 * the script is the same for every environment.
 */
export function metadataPreloadPlugin(): Plugin {
  return {
    name: 'censo-metadata-preload',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          children: inlineCall(startMetadataRead, SERVED_CONFIG_ID),
          injectTo: 'head',
        },
      ]
    },
  }
}
