import type { ApiClients } from '@censo/contracts/client'
import { config } from '@/config/env'
import { getDevice } from '@/lib/device'
import { readToken } from '@/lib/token'
import { reactGlobally } from './global-reactions'
import { createApiClients } from './http'

/**
 * The API clients of the whole app, built once from the validated env. Only lazy code imports
 * them: ky is not part of the first download of `/` (docs/decisions/007).
 */
export const api: ApiClients = createApiClients({
  api: config.api,
  device: getDevice,
  token: readToken,
  onReaction: reactGlobally,
})
