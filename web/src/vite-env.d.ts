/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** package.json version, set in vite.config.ts. */
  readonly APP_VERSION: string
}

/** The production build's checked configuration (src/build/build-config.ts, appConfigPlugin). */
declare const __CENSO_APP_CONFIG__: import('./config/parse-env').AppConfig
