#!/usr/bin/env node
// Renders the PWA icons (web/public/icons/*.png) from web/public/icon.svg with headless Chromium.
// Run once after changing the SVG: `node scripts/generate-icons.mjs`; the PNGs are committed.
//   icon-192.png, icon-512.png          purpose "any": the SVG as drawn (rounded, transparent corners)
//   maskable-192.png, maskable-512.png  purpose "maskable": full-bleed square, glyph in the safe zone
//   apple-touch-icon.png (180)          iOS home screen: opaque square (iOS rounds it itself)
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = path.join(root, 'web', 'public')
const outDir = path.join(publicDir, 'icons')
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8')
// The same drawing without the rounded corners: maskable and Apple icons are cut by the system.
const square = svg.replace(/\srx="[^"]*"/, '')
if (square === svg) throw new Error('icon.svg: expected a rounded <rect rx="…"> background')

const icons = [
  { file: 'icon-192.png', size: 192, source: svg, transparent: true },
  { file: 'icon-512.png', size: 512, source: svg, transparent: true },
  { file: 'maskable-192.png', size: 192, source: square, transparent: false },
  { file: 'maskable-512.png', size: 512, source: square, transparent: false },
  { file: 'apple-touch-icon.png', size: 180, source: square, transparent: false },
]

const executablePath = chromiumPath()
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: CHROMIUM_ARGS,
})
try {
  mkdirSync(outDir, { recursive: true })
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(icon.source).toString('base64')}`
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img src="${dataUrl}" width="${icon.size}" height="${icon.size}">`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: icon.transparent,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    })
    await page.close()
    console.log(`icons: ${icon.file} (${icon.size}×${icon.size})`)
  }
} finally {
  await browser.close()
}
