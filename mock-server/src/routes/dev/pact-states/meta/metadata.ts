import type { StateSetup } from '../state-context'

export const states: Record<string, StateSetup> = {
  'the app censo has metadata': (app) => app.store.reset(),
}
