import { expect } from '@playwright/test'
import { MOCK_URL } from './ports'
import { hasFields } from './support'

/** The mock's journal of the requests it received (GET/DELETE /__dev/journal). */

export interface JournalEntry {
  method: string
  url: string
  status: number
  body?: unknown
}

const isEntry = (value: unknown): value is JournalEntry =>
  hasFields(value, { method: 'string', url: 'string', status: 'number' })

/** The requests since the journal was last cleared, newest first. */
export async function journal(): Promise<JournalEntry[]> {
  const response = await fetch(`${MOCK_URL}/__dev/journal`)
  expect(response.ok).toBe(true)
  const body: unknown = await response.json()
  const entries = typeof body === 'object' && body !== null && 'entries' in body ? body.entries : []
  return Array.isArray(entries) ? entries.filter(isEntry) : []
}

export async function clearJournal(): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__dev/journal`, { method: 'DELETE' })
  expect(response.ok).toBe(true)
}

/** The exchanges are reads sent by POST: the person's (social) and the employment records' (RH). */
const EXCHANGE_READS = ['/pessoa-fisica/exchange/', '/servidor/exchange/']

/** Writes (anything but GET, OPTIONS and the exchange reads) the mock received since cleared. */
export async function writes(): Promise<JournalEntry[]> {
  return (await journal()).filter(
    (entry) =>
      !['GET', 'OPTIONS', 'HEAD'].includes(entry.method) &&
      !EXCHANGE_READS.some((read) => entry.url.includes(read)),
  )
}

/** The writes as `METHOD url status` lines, oldest first. */
export async function writeSummary(): Promise<string[]> {
  return (await writes())
    .map((entry) => `${entry.method} ${entry.url} ${entry.status}`)
    .toReversed()
}
