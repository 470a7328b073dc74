import type { Plugin } from 'vite'
import { buildSettingOf, checkedBuildConfig, type BuildSetting } from './build-config.ts'
import { inlineCall } from './inline-script.ts'

/** The URL the metadata query fetches (contracts `getMetadata`: `{meta}/v2/data/{app id}/`). */
export function metadataUrl(metaBase: string, appId: string): string {
  const base = metaBase.endsWith('/') ? metaBase : `${metaBase}/`
  return new URL(`v2/data/${encodeURIComponent(appId)}/`, base).href
}

/**
 * Runs in `<head>`: the same request as the app's client makes (a plain GET, JSON accepted, no
 * credentials sent across origins), so no CORS preflight; null when it could not be sent.
 */
export function startMetadataRead(url: string): void {
  try {
    window.censoMetadataRead = fetch(url, { headers: { Accept: 'application/json' } }).catch(
      () => null,
    )
  } catch {
    // No fetch: the app reads the metadata itself.
  }
}

/**
 * Production builds start the metadata read together with the page instead of after the
 * JavaScript has run (docs/decisions/007): a preconnect to the meta API's origin, and an inline
 * script that starts the read (`window.censoMetadataRead`, a Response or null when it could not be
 * sent), which the metadata query takes (metadata.ts). The metadata is public: the read carries no
 * session and serves every visitor. The URL comes from the app's own configuration
 * (src/config/env.ts), validated here with the build's mode and environment.
 */
export function metadataPreloadPlugin(): Plugin {
  let url = ''
  let setting: BuildSetting | undefined
  return {
    name: 'censo-metadata-preload',
    apply: 'build',
    configResolved(config) {
      setting = buildSettingOf(config)
    },
    async buildStart() {
      if (!setting) throw new Error('metadata-preload: the build started before its config')
      const config = await checkedBuildConfig(setting)
      url = metadataUrl(config.api.meta, config.appId)
    },
    transformIndexHtml() {
      const read = inlineCall(startMetadataRead, url)
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(url).origin, crossorigin: 'anonymous' },
          injectTo: 'head',
        },
        { tag: 'script', children: read, injectTo: 'head' },
      ]
    },
  }
}
