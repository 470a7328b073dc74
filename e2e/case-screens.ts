import { formatDateTime, formatProtocol } from '@censo/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { caseOf, consolidateCase, pdfText, releaseCase, type TechnicianCase } from './case-support'
import { MOCK_URL } from './ports'
import { loginAs, persona } from './support'

/** The case screens as a person sees them (/Status/, /Review/, /Censo/) and the receipt. */

export const TECHNICIAN_NAME = 'Amanda Correia Lima'
export const WAITING_TEXT =
  'Seu cadastro está em processo de verificação e em breve você será notificado sobre o status da validação dos dados'
export const REVIEW_TEXT =
  'O seu cadastro foi analisado por um técnico e as seguintes inconsistências foram encontradas:'

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** The value shown next to a label of the facts list. */
export const fact = (page: Page, label: string) =>
  page
    .locator('.case-fact')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')

/** The person's case as the technician endpoint lists it (it must exist). */
export async function caseOfPersona(key: string): Promise<TechnicianCase> {
  const found = await caseOf(persona(key).cpf)
  if (!found) throw new Error(`persona ${key} has no case`)
  return found
}

/** "Iniciar recenseamento" on the help page, where the login lands. */
export async function startFromHelp(page: Page) {
  await expect(page).toHaveURL(/\/Ajuda\/$/)
  await page.getByRole('main').getByRole('link', { name: 'Iniciar recenseamento' }).click()
}

/** Logs the persona in through the login screens and opens the census from the help page. */
export async function openCaseAs(page: Page, key: string) {
  await loginAs(page, key)
  await startFromHelp(page)
}

/** The technician sends the persona's locked case back with an HTML message. */
export async function releaseCaseOf(key: string, message: string): Promise<TechnicianCase> {
  return releaseCase((await caseOfPersona(key)).pf_id, message)
}

/** The technician consolidates the persona's locked case. */
export async function consolidateCaseOf(key: string): Promise<TechnicianCase> {
  return consolidateCase((await caseOfPersona(key)).pf_id)
}

export async function expectWaiting(page: Page) {
  await expect(h1(page, 'Agora é com a gente!')).toBeVisible()
  await expect(page).toHaveURL(/\/Status\/$/)
  await expect(page.getByText(WAITING_TEXT)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download do comprovante' })).toHaveCount(0)
}

/** The receipt screen of a done case, with its facts. */
export async function expectReceipt(page: Page, record: TechnicianCase) {
  await expect(h1(page, 'Cadastro consolidado!')).toBeVisible()
  await expect(page).toHaveURL(/\/Status\/$/)
  const protocol = fact(page, 'Protocolo')
  await expect(protocol).toHaveText(/^[0-9A-F]{2}(-[0-9A-F]{2}){5}$/)
  await expect(protocol).toHaveText(formatProtocol(record.validation_hash ?? ''))
  await expect(fact(page, 'Data/Hora')).toHaveText(formatDateTime(record.data_hora ?? ''))
  await expect(fact(page, 'Responsável técnico')).toHaveText(TECHNICIAN_NAME)
}

/**
 * "Download do comprovante": the browser navigates to url_file (a download; the app stays), and
 * the file at that address is a real PDF whose text holds the protocol.
 */
export async function downloadReceipt(
  page: Page,
  request: APIRequestContext,
  record: TechnicianCase,
) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download do comprovante' }).click()
  const url = (await download).url()
  expect(url).toBe(`${MOCK_URL}/files/receipts/${record.pf_id}-${record.validation_hash}.pdf`)
  const response = await request.get(url)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const bytes = await response.body()
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const text = pdfText(bytes)
  expect(text).toContain(formatProtocol(record.validation_hash ?? ''))
  expect(text).toContain(record.nome)
  expect(text).toContain(TECHNICIAN_NAME)
  // The CPF shows only its middle digits; the date-time is Recife's.
  const cpf = record.cpf ?? ''
  expect(text).toContain(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`)
  expect(text).not.toContain(cpf)
  expect(text).toContain(formatDateTime(record.data_hora ?? ''))
  await expect(page).toHaveURL(/\/Status\/$/)
  await expect(h1(page, 'Cadastro consolidado!')).toBeVisible()
}

export async function expectReview(page: Page, record: TechnicianCase) {
  await expect(h1(page, 'Atenção')).toBeVisible()
  await expect(page).toHaveURL(/\/Review\/$/)
  await expect(page.getByText(REVIEW_TEXT)).toBeVisible()
  await expect(fact(page, 'Data/Hora')).toHaveText(formatDateTime(record.data_hora ?? ''))
  await expect(fact(page, 'Responsável técnico')).toHaveText(TECHNICIAN_NAME)
}

export async function expectCenso(page: Page) {
  await expect(h1(page, 'Recenseamento')).toBeVisible()
  await expect(page).toHaveURL(/\/Censo\/$/)
}

/** "Corrigir inconsistências" of the review screen: the census wizard opens. */
export async function correctFromReview(page: Page) {
  await page.getByRole('link', { name: 'Corrigir inconsistências' }).click()
  await expectCenso(page)
}
