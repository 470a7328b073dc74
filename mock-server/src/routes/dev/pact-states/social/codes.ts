import { stateParams, withPerson, type StateSetup } from '../state-context'

export const states: Record<string, StateSetup> = {
  'a code was sent': async (app, params) => {
    await withPerson(app, params)
    const { pf_id, cellphone_id = 2, code = '123456' } = stateParams(params)
    await app.store.update((data) => {
      data.codes.push({
        pf_id,
        resource_id: cellphone_id,
        channel: 'sms',
        code,
        expires_at: Date.now() + 300_000,
        attempts: 0,
        burned: false,
      })
    })
  },
  /** The person spent their code sends (ADR 020): the next one answers 429 with retry_after. */
  'codes were sent to the person too often': async (app, params) => {
    await withPerson(app, params)
    const { pf_id } = stateParams(params)
    const { max } = app.config.codeSendLimit
    const now = app.config.now()
    for (let sent = 0; sent < Math.max(max, 1); sent++) app.limits.codeSends.hit(String(pf_id), now)
  },
}
