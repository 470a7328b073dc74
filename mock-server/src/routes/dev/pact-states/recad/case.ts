import { withCase, withPerson, type StateSetup } from '../state-context'

export const states: Record<string, StateSetup> = {
  'a logged-in person without a case': (app, params) => withPerson(app, params),
  'a person whose case is locked': (app, params) => withCase(app, params),
  'a person whose case was released': (app, params) => withCase(app, params),
  'a person whose case is done': (app, params) => withCase(app, params),
}
