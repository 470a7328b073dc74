import { protocolHooks, type ApiClients, type ProtocolSources } from '@censo/contracts/client'
import ky, { type Hooks, type KyInstance } from 'ky'
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
 * API base with `prefix`. The auth API never triggers a reaction.
 */
export function createApiClients({ api, onReaction, ...sources }: ClientOptions): ApiClients {
  const protocol = protocolHooks(sources)
  const base = ky.create({
    timeout: 30_000,
    hooks: {
      ...protocol,
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
  })
  const client = (name: keyof ApiClients, hooks: Hooks = {}): KyInstance =>
    base.extend({ prefix: api[name], context: { api: name }, hooks })
  return {
    auth: client('auth'),
    meta: client('meta'),
    social: client('social', exchangeCacheHooks),
    rh: client('rh', exchangeCacheHooks),
    recad: client('recad'),
    storage: client('storage'),
    governanca: client('governanca'),
    cep: client('cep'),
  }
}
