import { parseEnv, type AppConfig } from './parse-env'
import { readServedConfig } from './served-config'

export type { AppConfig } from './parse-env'

/**
 * A production page reads its configuration from the HTML it was served with (served-config.ts,
 * docs/decisions/029), checked when it was written, so the bundle carries neither the checks nor
 * the defaults (DESIGN §10 budget, docs/decisions/007); the build's render of the first frames
 * uses the build's own (appConfigPlugin); dev and tests check the variables at start.
 */
export const config: AppConfig = import.meta.env.PROD
  ? import.meta.env.SSR
    ? __CENSO_APP_CONFIG__
    : readServedConfig()
  : parseEnv(import.meta.env)
