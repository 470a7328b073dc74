import { parseEnv, type AppConfig } from './parse-env'

export type { AppConfig } from './parse-env'

/**
 * A production bundle's configuration was checked when it was built (a bad variable fails the
 * build) and is given to it whole (appConfigPlugin, src/build/build-config.ts), so the bundle
 * carries neither the checks nor the defaults (DESIGN §10 budget, docs/decisions/007); dev and
 * tests check the variables at start.
 */
export const config: AppConfig = import.meta.env.PROD
  ? __CENSO_APP_CONFIG__
  : parseEnv(import.meta.env)
