import type { StateSetup } from '../state-context'

export const states: Record<string, StateSetup> = {
  'the api key censo-dev-key is registered': (app) => app.store.reset(),
}
