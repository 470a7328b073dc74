import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
/** The id of the icon's symbol, which AppIcon (components/ui/app-icon.tsx) and the splash draw. */
export const APP_ICON_ID = 'app-icon'
/**
 * The sprite's class (styles.css): out of the page's flow and of sight. A class, not a style
 * attribute, which the Content-Security-Policy refuses without 'unsafe-inline' (docs/decisions/029).
 */
export const SPRITE_CLASS = 'app-icon-sprite'
const SVG = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/

/**
 * index.html with the app's icon (public/icon.svg, also the favicon) as a `<symbol>` at the start
 * of `<body>`, for the start-up splash and the screens' AppIcon to draw. An `<img>` of the SVG cost a request, and the browser built an SVG
 * document of its own for each: 10 to 37 ms of a cheap phone's main thread while /Censo/ opened
 * (docs/decisions/025).
 */
export function inlineAppIcon(html: string, iconSource: string): string {
  const svg = SVG.exec(iconSource.trim())
  if (!svg) throw new Error('inline-app-icon: icon.svg is not one <svg> with a viewBox')
  const [, viewBox, drawing] = svg
  const symbol = `<svg class="${SPRITE_CLASS}" aria-hidden="true"><symbol id="${APP_ICON_ID}" viewBox="${viewBox}">${drawing}</symbol></svg>`
  if (!/<body>/.test(html)) throw new Error('inline-app-icon: index.html has no <body>')
  return html.replace('<body>', `<body>${symbol}`)
}

/** Applies inlineAppIcon to index.html, in the build and in development. */
export function inlineAppIconPlugin(): Plugin {
  let publicDir = ''
  return {
    name: 'censo-inline-app-icon',
    configResolved(config) {
      publicDir = config.publicDir
    },
    transformIndexHtml(html) {
      return inlineAppIcon(html, readFileSync(`${publicDir}/icon.svg`, 'utf8'))
    },
  }
}
