import { withPerson, type StateSetup } from '../state-context'

export const states: Record<string, StateSetup> = {
  'a logged-in person with a phone': (app, params) => withPerson(app, params),
}
