import {
  casesAnswerSchema,
  technicianCaseSchema,
  type TechnicianCase,
} from '@censo/mock-server/technician'
import { expect } from '@playwright/test'
import { MOCK_URL } from './ports'

export type { TechnicianCase }

async function technicianCall(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${MOCK_URL}/__technician${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  expect(response.status, `${method} /__technician${path}`).toBe(200)
  return (await response.json()) as unknown
}

async function technicianAction(path: string, body?: unknown): Promise<TechnicianCase> {
  return technicianCaseSchema.parse(await technicianCall('POST', path, body))
}

/** The case of the person with this CPF (the mock answers every case; none → undefined). */
export async function caseOf(cpf: string): Promise<TechnicianCase | undefined> {
  const { cases } = casesAnswerSchema.parse(await technicianCall('GET', '/cases'))
  return cases.find((item) => item.cpf === cpf)
}

/** Sends a locked case back with an HTML message, as the technical team does. */
export function releaseCase(pfId: number, message: string): Promise<TechnicianCase> {
  return technicianAction(`/cases/${pfId}/release`, { message })
}

/** Consolidates a locked case (new validation hash, receipt available). */
export function consolidateCase(pfId: number): Promise<TechnicianCase> {
  return technicianAction(`/cases/${pfId}/consolidate`)
}

/** The SMS the mock sent a person about their case's outcome (census-wizard §1), newest first. */
export async function outcomeNotices(pfId: number): Promise<unknown[]> {
  const response = await fetch(`${MOCK_URL}/__dev/outbox?kind=outcome&pf_id=${pfId}`)
  expect(response.status).toBe(200)
  const body: unknown = await response.json()
  const messages =
    typeof body === 'object' && body !== null && 'messages' in body ? body.messages : []
  return Array.isArray(messages) ? messages : []
}

/** Hash → protocol as the screens show it (A3-F9-1C-0B-7D-2E). */
export function protocolOf(hash: string): string {
  return (hash.toUpperCase().match(/../g) ?? []).join('-')
}

export { pdfText } from '@censo/mock-server/pdf-text'

const recifeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Recife',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The test's own oracle for "Data/Hora": dd/MM/yyyy HH:mm in America/Recife. */
export function recifeDateTime(iso: string): string {
  const parts = Object.fromEntries(
    recifeFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}
