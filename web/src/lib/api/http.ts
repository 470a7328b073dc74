import { protocolHooks, type ApiClients, type ProtocolSources } from '@censo/contracts/client'
import ky, { type Hooks } from 'ky'
import type { AppConfig } from '@/config/env'
import { exchangeCacheHooks } from './exchange-cache'
import type { GlobalReaction } from './global-reactions'

/**
 * Marks calls the global reactions leave alone: the login flow (login, contact lookup, send code,
 * verify) handles its own 401/403/404 inline.
 */
export const LOGIN_FLOW_CONTEXT = { loginFlow: true } as const

interface ClientOptions extends ProtocolSources {
  api: AppConfig['api']
  onReaction: (reaction: GlobalReaction, request: Request) => void
}

/**
 * One configured ky instance (protocol hooks of DESIGN §4 + global reactions), extended once per
 * API base with `prefix`. The auth API never triggers a reaction. Each is built when first used:
 * building all eight took a cheap phone tens of milliseconds in the task of the first call
 * (docs/decisions/025).
 */
export function createApiClients({ api, onReaction, ...sources }: ClientOptions): ApiClients {
  const base = once(() =>
    ky.create({
      timeout: 30_000,
      // Retrying is the query cache's (one retry of a read, none of a write: query-client.ts).
      // ky's own (two more tries of a GET) multiplied them, and preparing them cloned every
      // request before sending it.
      retry: 0,
      hooks: {
        ...protocolHooks(sources),
        afterResponse: [
          ({ request, options, response }) => {
            const { context } = options
            // The auth API judges the app's key, not a person's session (its 401 is the token,
            // a refusal means a wrong VITE_API_KEY): the login says so itself (login-submit.ts).
            if (context.loginFlow || context.api === 'auth') return
            if (response.status === 401) onReaction('unauthorized', request)
            else if (response.status === 403) onReaction('forbidden', request)
          },
        ],
      },
    }),
  )
  const client = (name: keyof ApiClients, hooks: Hooks = {}) =>
    once(() => base().extend({ prefix: api[name], context: { api: name }, hooks }))
  return withGetters({
    auth: client('auth'),
    meta: client('meta'),
    social: client('social', exchangeCacheHooks),
    rh: client('rh', exchangeCacheHooks),
    recad: client('recad'),
    storage: client('storage'),
    governanca: client('governanca'),
    cep: client('cep'),
  })
}

/** `make`'s result, made on the first call and kept. */
function once<Value>(make: () => Value): () => Value {
  let made: { value: Value } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

/** An object whose every property is read through its getter. */
function withGetters<Keys extends string, Value>(
  getters: Record<Keys, () => Value>,
): Record<Keys, Value> {
  const object = {}
  for (const [key, get] of Object.entries<() => Value>(getters)) {
    Object.defineProperty(object, key, { get, enumerable: true })
  }
  // Every key of `getters` was defined above, each giving its Value.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  return object as Record<Keys, Value>
}
