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

export { pdfText } from '@censo/mock-server/pdf-text'
