import type { AppConfig } from './parse-env'

/**
 * The production build's configuration is read when the site is served, not when it is built
 * (docs/decisions/029): every HTML page carries it in `<script type="application/json"
 * id="censo-config">`, written by the build with its defaults and rewritten at deploy from the
 * environment (scripts/configure-web.mjs). One build serves any environment.
 */
export const SERVED_CONFIG_ID = 'censo-config'

/** The element's text for `config`: JSON in which nothing can end the script element. */
export const servedConfigText = (config: AppConfig): string =>
  JSON.stringify(config).replace(/</g, '\\u003c')

/** The page's configuration (checked when it was written). */
export function readServedConfig(): AppConfig {
  const text = document.getElementById(SERVED_CONFIG_ID)?.textContent
  if (!text) throw new Error(`the page has no #${SERVED_CONFIG_ID} configuration`)
  // Written from a checked AppConfig by the build or the deploy step.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  return JSON.parse(text) as AppConfig
}
