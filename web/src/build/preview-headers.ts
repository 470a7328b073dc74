import path from 'node:path'
import type { Plugin } from 'vite'
import { securityHeadersOf } from './security-headers.ts'

/**
 * `vite preview` (npm start's production build, e2e's worlds) sends the security headers the
 * deploy kit sends, from the same source (security-headers.ts, docs/decisions/029): the app is
 * tried behind what a host serves. Computed when the preview starts, from the build as
 * configured. (Strict-Transport-Security is sent too: browsers ignore it over HTTP.)
 */
export function previewHeadersPlugin(): Plugin {
  return {
    name: 'censo-preview-headers',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir)
      const headers = securityHeadersOf(dist)
      server.middlewares.use((_request, response, next) => {
        for (const { name, value } of headers) response.setHeader(name, value)
        next()
      })
    },
  }
}
