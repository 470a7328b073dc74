import { createHash } from 'node:crypto'
import path from 'node:path'
import { Verifier } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import { CONSUMER, pactFileOf, pactInteractions, PACT_DIR, type ApiName } from './pacts'

export { API_NAMES, pactInteractions } from './pacts'

export interface InteractionResult {
  description: string
  passed: boolean
  /** What differed (or why it could not be checked), one line each; empty when passed. */
  mismatches: string[]
}

interface VerifyOptions {
  name: ApiName
  /** Where this API answers (its prefix included). */
  providerUrl: string
  /** The provider's provider-states setup URL. */
  statesUrl: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A JSON object (what JSON.parse gives for `{…}`). */
const isJsonMap = (value: unknown): value is JsonMap => isObject(value) && !Array.isArray(value)

/**
 * One call to the provider's states setup URL, as Pact's verifiers make it; its JSON answer holds
 * the values the interaction injects (`fromProviderState`: tokens, ids only the provider knows).
 */
async function changeState(
  statesUrl: string,
  state: string,
  params: unknown,
  action: 'setup' | 'teardown',
): Promise<JsonMap> {
  const response = await fetch(statesUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consumer: CONSUMER, state, params: params ?? {}, action }),
  })
  const text = await response.text()
  if (!response.ok) {
    throw new Error(`state "${state}" (${action}): ${response.status} ${text.slice(0, 300)}`)
  }
  const answer: unknown = text ? JSON.parse(text) : {}
  return isJsonMap(answer) ? answer : {}
}

/** A state with its parameters: one setup. */
const keyOf = (state: string, params: unknown) => `${state}\n${JSON.stringify(params ?? {})}`

/** Whatever a mismatch entry of the verifier's JSON says, as one line. */
function describeMismatch(mismatch: unknown): string {
  if (!isObject(mismatch)) return String(mismatch)
  const text = mismatch.mismatch ?? mismatch.message ?? mismatch.description
  const where = typeof mismatch.path === 'string' ? ` at ${mismatch.path}` : ''
  const kind = typeof mismatch.type === 'string' ? mismatch.type : 'mismatch'
  return `${kind}${where}: ${typeof text === 'string' ? text : JSON.stringify(mismatch)}`
}

/** What each interaction came to, by description, in Pact's JSON result (`interactionResults`). */
function outcomesOf(result: string): Map<string, string[]> | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(result)
  } catch {
    return null
  }
  if (!isObject(parsed) || !Array.isArray(parsed.interactionResults)) return null
  const outcomes = new Map<string, string[]>()
  for (const entry of parsed.interactionResults) {
    if (!isObject(entry)) continue
    const { mismatch } = entry
    const mismatches =
      entry.result === 'OK'
        ? []
        : isObject(mismatch) && Array.isArray(mismatch.mismatches)
          ? mismatch.mismatches.map(describeMismatch)
          : [describeMismatch(mismatch ?? entry.result)]
    outcomes.set(String(entry.description), mismatches)
  }
  return outcomes
}

/**
 * Verifies one API's pact against a running provider: its states through the provider's setup
 * URL, the injected values from its answers. The only change made to a request is the X-Checksum
 * of the body actually sent (DESIGN §4), which only the consumer computes: where an injected
 * value changes a body, the pact's example checksum no longer fits it.
 */
export async function verifyApi(options: VerifyOptions): Promise<InteractionResult[]> {
  const { name: api, providerUrl, statesUrl } = options
  const pactFile = path.join(PACT_DIR, pactFileOf(api))
  const interactions = pactInteractions(api)
  const stateNames = new Set(interactions.flatMap((i) => i.providerStates.map((s) => s.name)))
  // Pact's proxy lets an interaction go on after its state failed to set up: the failure is kept
  // here, so that the interaction fails and says why, whatever the request then got.
  const setupFailures = new Map<string, string>()
  const setUp = (state: string) => (params?: unknown) =>
    changeState(statesUrl, state, params, 'setup').catch((error: unknown) => {
      const key = keyOf(state, params)
      if (!setupFailures.has(key)) {
        setupFailures.set(key, error instanceof Error ? error.message : String(error))
      }
      throw error
    })
  // A provider that does nothing on teardown (or refuses it) fails no interaction.
  const tearDown = (state: string) => (params?: unknown) =>
    changeState(statesUrl, state, params, 'teardown').catch(() => ({}))
  const stateHandlers = Object.fromEntries(
    [...stateNames].map((state) => [state, { setup: setUp(state), teardown: tearDown(state) }]),
  )
  let result: string
  try {
    const answer: unknown = await new Verifier({
      provider: `${api}-api`,
      providerBaseUrl: providerUrl,
      pactUrls: [pactFile],
      stateHandlers,
      requestFilter: (request: unknown, _response: unknown, next: () => void) => {
        // The verifier's proxy hands over an Express request, its JSON body parsed; it forwards
        // JSON.stringify of that body.
        if (isObject(request) && isObject(request.headers) && request.headers['x-checksum']) {
          const body = request.body
          if (isObject(body)) {
            request.headers['x-checksum'] = createHash('sha256')
              .update(JSON.stringify(body))
              .digest('hex')
          }
        }
        next()
      },
      logLevel: 'error',
    }).verifyProvider()
    result = typeof answer === 'string' ? answer : JSON.stringify(answer)
  } catch (error) {
    result = error instanceof Error ? error.message : String(error)
  }
  const outcomes = outcomesOf(result)
  if (outcomes === null) {
    // No result to read: the verification did not run (an address that does not answer…).
    return interactions.map(({ description }) => ({
      description,
      passed: false,
      mismatches: [result.split('\n')[0] ?? 'the verification did not run'],
    }))
  }
  return interactions.map(({ description, providerStates }) => {
    const stateFailures = providerStates.flatMap(({ name, params }) => {
      const failure = setupFailures.get(keyOf(name, params))
      return failure === undefined ? [] : [`provider state setup failed: ${failure}`]
    })
    const mismatches = [
      ...stateFailures,
      ...(outcomes.get(description) ?? ['not verified: the verifier gave no result']),
    ]
    return { description, passed: mismatches.length === 0, mismatches }
  })
}
