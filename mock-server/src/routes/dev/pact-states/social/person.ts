import { withPerson, type StateSetup } from '../state-context'

export const states: Record<string, StateSetup> = {
  'a logged-in person': (app, params) => withPerson(app, params),
}
