import type { Plugin } from 'vite'

/**
 * Production builds inline the app's stylesheet into index.html (docs/decisions/007): the page
 * can paint (the start-up splash, then the first screen) as soon as the HTML arrives, one round
 * trip earlier than with a separate render-blocking CSS file — a second or more on slow mobile
 * networks. The stylesheet is small (a few KB gzip) and index.html is fetched on every visit
 * anyway. Only a stylesheet that nothing else references is inlined (and then not emitted).
 */
export function inlineCssPlugin(): Plugin {
  return {
    name: 'censo-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return html
        const referencedElsewhere = new Set<string>()
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          for (const css of output.viteMetadata?.importedCss ?? []) {
            if (!output.isEntry) referencedElsewhere.add(css)
          }
        }
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName]
            if (!asset || asset.type !== 'asset' || referencedElsewhere.has(fileName)) return tag
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source)
            Reflect.deleteProperty(bundle, fileName)
            // No chunk lists it any more: a lazy chunk that reaches the entry chunk would
            // otherwise preload it as a file, the missing file failing its import (a 404 under
            // the deploy kit, index.html refused by nosniff under the preview).
            for (const output of Object.values(bundle)) {
              if (output.type === 'chunk') output.viteMetadata?.importedCss.delete(fileName)
            }
            return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
          },
        )
      },
    },
  }
}
