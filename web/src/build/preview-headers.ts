import path from 'node:path'
import type { Plugin } from 'vite'
import { contentSecurityPolicyOf } from './content-security-policy.ts'

/**
 * `vite preview` (npm start's production build, e2e's worlds) sends the build's
 * Content-Security-Policy on every answer, as the deploy kit does (docs/decisions/029): the app is
 * tried under its own policy. Computed when the preview starts, from the build as configured.
 */
export function previewHeadersPlugin(): Plugin {
  return {
    name: 'censo-preview-headers',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir)
      const policy = contentSecurityPolicyOf(dist)
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy)
        next()
      })
    },
  }
}
