import { withRecord, type StateSetup } from '../state-context'

/** Step 2's lists: the person with exactly the phones, e-mails, addresses and networks given. */
export const states: Record<string, StateSetup> = {
  'a logged-in person with contacts': (app, params) => withRecord(app, params),
}
