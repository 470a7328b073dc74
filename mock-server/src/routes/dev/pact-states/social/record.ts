import { withOtherCpf, withRecord, type StateSetup } from '../state-context'

/** The wizard's record parts (profile, documents): the person with a record, and its author. */
export const states: Record<string, StateSetup> = {
  'a logged-in person with a record': (app, params) => withRecord(app, params),
  'a logged-in person and another person with a CPF': (app, params) => withOtherCpf(app, params),
}
