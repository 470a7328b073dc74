#!/usr/bin/env node
// Points a production build at its hosts when it is deployed, not when it is built
// (docs/decisions/029): `node scripts/configure-web.mjs [build folder]` (default web/dist) writes
// the configuration read from the environment into every page. The variables are the build's
// VITE_* names with CENSO_ in place of VITE_ (CENSO_API_META, CENSO_APP_ID, CENSO_API_KEY,
// CENSO_RECAPTCHA_SITE_KEY…); one not set takes its default (the local mock server, the dev app
// id and key), as in `pnpm dev`. Run it once per deploy or container start, before serving.
import path from 'node:path'
import { checkedWebConfig, writeServedConfig } from './lib/configure-web.mjs'
import { root } from './lib/processes.mjs'

const dist = path.resolve(process.argv[2] ?? path.join(root, 'web', 'dist'))
const viteEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('CENSO_'))
    .map(([name, value]) => [`VITE_${name.slice('CENSO_'.length)}`, value]),
)
try {
  const config = await checkedWebConfig(viteEnv)
  const pages = await writeServedConfig(dist, config)
  console.log(`configure-web: ${pages} pages of ${dist} point at ${config.api.meta} and the rest`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  // The app's check names the build's variables: here they are set as CENSO_*.
  console.error(`configure-web: ${message.replace(/\bVITE_/g, 'CENSO_')}`)
  process.exit(1)
}
