/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** package.json version, set in vite.config.ts. */
  readonly APP_VERSION: string
}
