import type { StateSetup } from '../state-context'

/** Where the verifier's requests come from (the app listens on 127.0.0.1). */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1']

export const states: Record<string, StateSetup> = {
  /** This client spent its public receipt look-ups (ADR 019): the next one answers 429. */
  'this client has spent its receipt look-ups': async (app) => {
    await app.store.reset()
    const now = app.config.now()
    for (const ip of LOOPBACK) {
      for (let i = 0; i < app.config.receiptLookupsPerMinute; i++) app.receiptLookups.hit(ip, now)
    }
  },
}
