import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { HttpProblem } from '../../../http-problem'
import { errorResponses } from '../../responses'
import { stateSetups } from './setups'
import type { StateSetup } from './state-context'

/** What Pact's verifiers POST to a provider-states setup URL (`--state-change-url`). */
export const pactStateBodySchema = z.object({
  consumer: z.optional(z.string()),
  /** Empty for an interaction without a state (Pact's standalone verifier still calls). */
  state: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.unknown())),
  action: z.optional(z.enum(['setup', 'teardown'])),
})

/**
 * The values the interactions inject with `fromProviderState` (`${appToken}`, `${personToken}`,
 * `${pf_id}`): what only the provider knows. A teardown answers nothing.
 */
export const pactStateAnswerSchema = z.object({
  appToken: z.optional(z.string()),
  personToken: z.optional(z.string()),
  pf_id: z.optional(z.number()),
})

/** Why a mock not started for verification refuses to set states up, and what to do. */
export const PACT_STATES_OFF =
  'Este mock não foi iniciado para verificação: cada estado de provedor recria os dados do zero ' +
  '(o outbox, os casos e os envios seriam perdidos). Rode `pnpm contracts:verify` sem --base-url, ' +
  'que inicia um mock só para isso, ou inicie um com MOCK_PACT_STATES=1.'

/** No particular state: the seed as it is. */
const resetToSeed: StateSetup = (app) => app.store.reset()

const pfIdOf = (params: Record<string, unknown> | undefined) =>
  typeof params?.pf_id === 'number' ? params.pf_id : undefined

/**
 * /__dev/pact-states: Pact's standard provider-states setup URL, so that any verifier (ours,
 * `pnpm contracts:verify`, or Pact's standalone `pact-verifier`) sets the mock up as a backend
 * team would set up theirs (README "Verifying a real backend").
 */
const pactStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pact-states',
    {
      schema: {
        tags: ['dev'],
        summary: 'Set up a provider state of the committed pacts; answers the values to inject',
        description:
          'Only on a mock started for verification (MOCK_PACT_STATES=1; any other answers 409 and changes nothing: each state reseeds the data). Body as Pact verifiers send it: `state` (empty: no particular state, the seed), `params`, `action` (setup, the default, or teardown). Setup writes exactly what the state and its parameters describe (on a fresh copy of the seed, with every rate limit unspent) and answers the app token, and the person token and pf_id when the state has a person. Teardown does nothing.',
        body: pactStateBodySchema,
        response: { 200: pactStateAnswerSchema, ...errorResponses(400, 406, 409) },
      },
    },
    async (request) => {
      if (!app.config.pactStates) throw new HttpProblem(409, PACT_STATES_OFF)
      const { state = '', params, action = 'setup' } = request.body
      if (action === 'teardown') return {}
      const setup = state === '' ? resetToSeed : stateSetups.get(state)
      if (!setup) {
        throw new HttpProblem(400, `Estado de provedor desconhecido: "${state}".`, ['state'])
      }
      // The limits live outside the data (ADR 020): every state starts with none spent.
      app.limits.clear()
      app.receiptLookups.clear()
      try {
        await setup(app, params ?? {})
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new HttpProblem(400, `Os parâmetros não servem ao estado "${state}": ${reason}`, [
          'params',
        ])
      }
      // A person token only for a person the state stored ("no person with the CPF" has none).
      const pfId = pfIdOf(params)
      const stored = app.store.data.persons.some((person) => person.pf_id === pfId)
      return {
        appToken: await app.tokens.signApp(),
        ...(pfId !== undefined && stored
          ? { personToken: await app.tokens.signPerson(pfId), pf_id: pfId }
          : {}),
      }
    },
  )
}

export default pactStateRoutes
