import type { AppConfig } from '../config/env'

/** API bases for tests that build the real ky clients (`createApiClients`). */
export const testApiBases: AppConfig['api'] = {
  auth: 'http://api.test/auth',
  meta: 'http://api.test/meta',
  social: 'http://api.test/social',
  rh: 'http://api.test/rh',
  recad: 'http://api.test/recad',
  storage: 'http://api.test/storage',
  governanca: 'http://api.test/governanca',
  cep: 'http://api.test/cep',
}
