import type { ApiClients } from '@censo/contracts/client'
import { config } from '@/config/env'
import { getDevice } from '@/lib/device'
import { readToken } from '@/lib/token'
import { createApiClients, type GlobalReaction } from './http'

type ReactionHandler = (reaction: GlobalReaction, request: Request) => void
let handler: ReactionHandler = () => {}

/** The app wires the global 401/403 reactions once it has a router (see reactions.ts). */
export function onGlobalReaction(next: ReactionHandler): void {
  handler = next
}

/** The API clients of the whole app, built once from the validated env. */
export const api: ApiClients = createApiClients({
  api: config.api,
  device: getDevice,
  token: readToken,
  onReaction: (reaction, request) => handler(reaction, request),
})
