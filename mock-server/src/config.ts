import { fileURLToPath } from 'node:url'
import type { RateLimit } from './domain/rate-limit'

export interface BuildOptions {
  /** lowdb JSON file; default MOCK_DATA_FILE or mock-server/data/db.json. */
  dataFile?: string
  logger?: boolean
  /** Key required by the technician endpoint when set (MOCK_TECHNICIAN_KEY). */
  technicianKey?: string
  apiKey?: string
  jwtSecret?: string
  codeTtlSeconds?: number
  /** Public origin used in absolute URLs (photos, banners); default: the request's own origin. */
  publicUrl?: string
  /** Clock for code expiry, replaceable in tests. */
  now?: () => number
  /** Print each outbox message as a readable line on stdout (the dev server does). */
  echoOutbox?: boolean
  /**
   * How long an upload stays "processing" before its promise answers 200, in ms; null: never
   * (MOCK_UPLOAD_DELAY_MS, a number or `never`; default 2000). /__dev/storage changes it live.
   */
  uploadDelayMs?: number | null
  /** Lifetime of a signed file address in seconds (MOCK_FILE_URL_TTL_SECONDS; default 3600). */
  fileUrlTtlSeconds?: number
  /** The web app's public origin, for the receipt's QR code and link (MOCK_APP_URL). */
  appUrl?: string
  /** Public receipt look-ups per client IP per minute (MOCK_RECEIPT_LOOKUPS_PER_MINUTE; 10). */
  receiptLookupsPerMinute?: number
  /**
   * One-time code sends per person (ADR 020): at most `max` per `windowSeconds`, at least
   * `intervalSeconds` apart (MOCK_CODE_SENDS_MAX, MOCK_CODE_SENDS_WINDOW_SECONDS,
   * MOCK_CODE_SEND_INTERVAL_SECONDS; default 3 per 600 s, 60 s apart; 0 turns a part off).
   */
  codeSendLimit?: Partial<RateLimit>
  /**
   * Failed logins per CPF (MOCK_LOGIN_FAILURES_MAX, MOCK_LOGIN_WINDOW_SECONDS; default 10 per
   * 900 s; 0 turns it off).
   */
  loginLimit?: Partial<RateLimit>
  /**
   * Whether /__dev/pact-states sets provider states up (MOCK_PACT_STATES=1): each state reseeds
   * the data, so a mock a person uses (npm start) refuses it; the verification runs start a mock
   * of their own with it (README "Verifying a real backend").
   */
  pactStates?: boolean
}

export interface MockConfig {
  dataFile: string
  logger: boolean
  technicianKey: string | undefined
  apiKey: string
  jwtSecret: string
  codeTtlSeconds: number
  publicUrl: string | undefined
  now: () => number
  echoOutbox: boolean
  uploadDelayMs: number | null
  fileUrlTtlSeconds: number
  appUrl: string
  receiptLookupsPerMinute: number
  codeSendLimit: RateLimit
  loginLimit: RateLimit
  pactStates: boolean
}

export const DEFAULT_DATA_FILE = fileURLToPath(new URL('../data/db.json', import.meta.url))
export const DEFAULT_API_KEY = 'censo-dev-key'
export const DEFAULT_JWT_SECRET = 'censo-mock-dev-secret-change-me-0123456789'
export const DEFAULT_CODE_TTL_SECONDS = 300
export const DEFAULT_UPLOAD_DELAY_MS = 2000
export const DEFAULT_FILE_URL_TTL_SECONDS = 3600
export const DEFAULT_APP_URL = 'http://localhost:5173'
export const DEFAULT_RECEIPT_LOOKUPS_PER_MINUTE = 10
export const DEFAULT_CODE_SEND_LIMIT: RateLimit = {
  max: 3,
  windowSeconds: 600,
  intervalSeconds: 60,
}
export const DEFAULT_LOGIN_LIMIT: RateLimit = { max: 10, windowSeconds: 900, intervalSeconds: 0 }

/** MOCK_UPLOAD_DELAY_MS: milliseconds (0 is instant) or `never`; anything else is the default. */
function uploadDelay(value: string | undefined): number | null | undefined {
  if (value === undefined || value === '') return undefined
  if (value.trim().toLowerCase() === 'never') return null
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined
}

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined
}

/** A whole number ≥ 0 (0 turns a limit off); anything else is the default. */
function count(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined
}

function rateLimit(
  option: Partial<RateLimit> | undefined,
  env: Partial<Record<keyof RateLimit, string | undefined>>,
  fallback: RateLimit,
): RateLimit {
  return {
    max: option?.max ?? count(env.max) ?? fallback.max,
    windowSeconds:
      option?.windowSeconds ?? positiveInt(env.windowSeconds) ?? fallback.windowSeconds,
    intervalSeconds:
      option?.intervalSeconds ?? count(env.intervalSeconds) ?? fallback.intervalSeconds,
  }
}

/** Options win over environment variables, which win over defaults. */
export function resolveConfig(options: BuildOptions = {}, env = process.env): MockConfig {
  return {
    dataFile: options.dataFile ?? env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE,
    logger: options.logger ?? false,
    technicianKey: options.technicianKey ?? (env.MOCK_TECHNICIAN_KEY || undefined),
    apiKey: options.apiKey ?? env.MOCK_API_KEY ?? DEFAULT_API_KEY,
    jwtSecret: options.jwtSecret ?? env.MOCK_JWT_SECRET ?? DEFAULT_JWT_SECRET,
    codeTtlSeconds:
      options.codeTtlSeconds ?? positiveInt(env.MOCK_CODE_TTL_SECONDS) ?? DEFAULT_CODE_TTL_SECONDS,
    publicUrl: (options.publicUrl ?? env.MOCK_PUBLIC_URL)?.replace(/\/+$/, '') || undefined,
    now: options.now ?? Date.now,
    echoOutbox: options.echoOutbox ?? false,
    uploadDelayMs:
      options.uploadDelayMs !== undefined
        ? options.uploadDelayMs
        : (uploadDelay(env.MOCK_UPLOAD_DELAY_MS) ?? DEFAULT_UPLOAD_DELAY_MS),
    fileUrlTtlSeconds:
      options.fileUrlTtlSeconds ??
      positiveInt(env.MOCK_FILE_URL_TTL_SECONDS) ??
      DEFAULT_FILE_URL_TTL_SECONDS,
    appUrl: (options.appUrl ?? (env.MOCK_APP_URL || DEFAULT_APP_URL)).replace(/\/+$/, ''),
    receiptLookupsPerMinute:
      options.receiptLookupsPerMinute ??
      positiveInt(env.MOCK_RECEIPT_LOOKUPS_PER_MINUTE) ??
      DEFAULT_RECEIPT_LOOKUPS_PER_MINUTE,
    codeSendLimit: rateLimit(
      options.codeSendLimit,
      {
        max: env.MOCK_CODE_SENDS_MAX,
        windowSeconds: env.MOCK_CODE_SENDS_WINDOW_SECONDS,
        intervalSeconds: env.MOCK_CODE_SEND_INTERVAL_SECONDS,
      },
      DEFAULT_CODE_SEND_LIMIT,
    ),
    loginLimit: rateLimit(
      options.loginLimit,
      { max: env.MOCK_LOGIN_FAILURES_MAX, windowSeconds: env.MOCK_LOGIN_WINDOW_SECONDS },
      DEFAULT_LOGIN_LIMIT,
    ),
    pactStates: options.pactStates ?? env.MOCK_PACT_STATES === '1',
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: MockConfig
  }
}
