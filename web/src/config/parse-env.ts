import * as z from 'zod/mini'

/** Where the mock server listens in development (DESIGN §3): every API under its own prefix. */
const MOCK = 'http://localhost:3333'

/** What a blank or missing variable means: the mock server and the dev app id and key. */
const defaults = {
  VITE_API_AUTH: `${MOCK}/auth`,
  VITE_API_META: `${MOCK}/meta`,
  VITE_API_SOCIAL: `${MOCK}/social`,
  VITE_API_RH: `${MOCK}/rh`,
  VITE_API_RECAD: `${MOCK}/recad`,
  VITE_API_STORAGE: `${MOCK}/storage`,
  VITE_API_GOVERNANCA: `${MOCK}/governanca`,
  VITE_API_CEP: `${MOCK}/cep`,
  VITE_FILES_URL: `${MOCK}/files`,
  VITE_APP_ID: 'censo',
  VITE_API_KEY: 'censo-dev-key',
  // Store pages of the native apps (placeholders until the institute publishes its own).
  VITE_STORE_ANDROID: 'https://play.google.com/store/apps/details?id=br.gov.recenseamento',
  VITE_STORE_IOS: 'https://apps.apple.com/br/app/recenseamento/id0000000000',
}

/**
 * The build-time configuration (VITE_* variables), its schema made where it is checked: a
 * production bundle never checks it (below), and a schema built as the module loads stayed in
 * the first download with the URL check it alone uses (docs/decisions/007).
 */
function envSchema() {
  const url = z.url({ protocol: /^https?$/ })
  const text = z.string().check(z.minLength(1))
  return z.object({
    VITE_API_AUTH: url,
    VITE_API_META: url,
    VITE_API_SOCIAL: url,
    VITE_API_RH: url,
    VITE_API_RECAD: url,
    VITE_API_STORAGE: url,
    VITE_API_GOVERNANCA: url,
    VITE_API_CEP: url,
    VITE_FILES_URL: url,
    VITE_APP_ID: text,
    VITE_API_KEY: text,
    /** Empty: the dev captcha widget (tokens `dev-…`) instead of Google reCAPTCHA. */
    VITE_RECAPTCHA_SITE_KEY: z.optional(z.string()),
    VITE_STORE_ANDROID: url,
    VITE_STORE_IOS: url,
    /** The live chat widget script; empty: a local stand-in widget (development, tests). */
    VITE_CHAT_SCRIPT_URL: z.optional(url),
  })
}

export interface AppConfig {
  api: {
    auth: string
    meta: string
    social: string
    rh: string
    recad: string
    storage: string
    governanca: string
    cep: string
  }
  filesUrl: string
  appId: string
  apiKey: string
  recaptchaSiteKey: string | undefined
  stores: { android: string; ios: string }
  chatScriptUrl: string | undefined
}

type Env = z.infer<ReturnType<typeof envSchema>>

/** The variables given (a blank one is not given) over the defaults. */
function withDefaults(raw: Record<string, unknown>): Record<string, unknown> {
  const given = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined),
  )
  return { ...defaults, ...given }
}

function toConfig(env: Env): AppConfig {
  return {
    api: {
      auth: env.VITE_API_AUTH,
      meta: env.VITE_API_META,
      social: env.VITE_API_SOCIAL,
      rh: env.VITE_API_RH,
      recad: env.VITE_API_RECAD,
      storage: env.VITE_API_STORAGE,
      governanca: env.VITE_API_GOVERNANCA,
      cep: env.VITE_API_CEP,
    },
    filesUrl: env.VITE_FILES_URL,
    appId: env.VITE_APP_ID,
    apiKey: env.VITE_API_KEY,
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
    stores: { android: env.VITE_STORE_ANDROID, ios: env.VITE_STORE_IOS },
    chatScriptUrl: env.VITE_CHAT_SCRIPT_URL,
  }
}

/** Validates the raw `import.meta.env`; throws one readable error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const result = envSchema().safeParse(withDefaults(raw))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  return toConfig(result.data)
}
