import { removePerson, stateParams, withPerson, type StateSetup } from '../state-context'

export const states: Record<string, StateSetup> = {
  'a person without contacts': (app, params) => withPerson(app, params),
  'a person with contacts': (app, params) => withPerson(app, params),
  'a blocked person': (app, params) => withPerson(app, params, { blocked: true }),
  'a person whose birth date differs': (app, params) =>
    withPerson(app, params, { nascimento: '1900-01-01' }),
  'no person with the CPF': async (app, params) => {
    await app.store.reset()
    await app.store.update((data) => removePerson(data, stateParams(params)))
  },
}
