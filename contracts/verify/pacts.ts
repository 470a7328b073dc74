import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The committed pacts: one file per API (ADR 004), `censo-web-<api>-api.json`. */
export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts')
export const CONSUMER = 'censo-web'

/** The APIs, by the names of the web's VITE_API_* variables (and the mock's prefixes). */
export const API_NAMES = [
  'auth',
  'meta',
  'social',
  'recad',
  'rh',
  'storage',
  'cep',
  'governanca',
] as const
export type ApiName = (typeof API_NAMES)[number]

export const pactFileOf = (api: ApiName) => `${CONSUMER}-${api}-api.json`

export interface PactInteraction {
  description: string
  providerStates: { name: string; params?: Record<string, unknown> }[]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The interactions of a pact file's JSON, with what a verifier needs of them. */
export function interactionsOf(pact: unknown): PactInteraction[] {
  const interactions = isObject(pact) && Array.isArray(pact.interactions) ? pact.interactions : []
  return interactions.filter(isObject).map((interaction) => ({
    description: String(interaction.description),
    providerStates: (Array.isArray(interaction.providerStates) ? interaction.providerStates : [])
      .filter(isObject)
      .map((state) => ({
        name: String(state.name),
        ...(isObject(state.params) ? { params: state.params } : {}),
      })),
  }))
}

/** The interactions of one API's committed pact. */
export const pactInteractions = (api: ApiName) =>
  interactionsOf(JSON.parse(readFileSync(path.join(PACT_DIR, pactFileOf(api)), 'utf8')))
