import { formatDateTime, formatProtocol } from '@censo/contracts'
import type { Page } from '@playwright/test'
import { caseOf, consolidateCase, pdfText } from '../case-support'
import { expect, test } from '../fixtures'
import { MOCK_URL } from '../ports'
import { expectAccessible, persona } from '../support'

// The receipt anyone can verify (issue 12 §3, docs/decisions/019): public /Validar/, no login.

const TECHNICIAN_NAME = 'Amanda Correia Lima'

const fact = (page: Page, label: string) =>
  page
    .locator('.case-fact')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')

/** The test's own oracle for the masked name: each word's first letter, then asterisks. */
const masked = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] + '*'.repeat(word.length - 1))
    .join(' ')
const maskedCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`

async function doneCaseOf(key: string) {
  const record = await caseOf(persona(key).cpf)
  if (!record?.validation_hash) throw new Error(`persona ${key} has no done case`)
  return { ...record, validation_hash: record.validation_hash }
}

async function expectAuthentic(page: Page, record: Awaited<ReturnType<typeof doneCaseOf>>) {
  const heading = page.getByRole('heading', { level: 2, name: 'Comprovante autêntico' })
  await expect(heading).toBeVisible()
  await expect(fact(page, 'Entidade')).toHaveText('Recife')
  await expect(fact(page, 'Nome')).toHaveText(masked(record.nome))
  await expect(fact(page, 'CPF')).toHaveText(maskedCpf(record.cpf ?? ''))
  await expect(fact(page, 'Data/Hora')).toHaveText(formatDateTime(record.data_hora ?? ''))
  await expect(fact(page, 'Responsável técnico')).toHaveText(TECHNICIAN_NAME)
  await expect(page.getByRole('main')).not.toContainText(record.nome)
}

async function checkProtocol(page: Page, typed: string) {
  const field = page.getByRole('textbox', { name: 'Protocolo' })
  await field.fill(typed)
  await field.press('Enter')
}

test("the receipt PDF's link opens /Validar/ without login and shows the receipt authentic", async ({
  page,
  request,
}) => {
  const record = await doneCaseOf('caso-consolidado')
  const pdf = await request.get(
    `${MOCK_URL}/files/receipts/${record.pf_id}-${record.validation_hash}.pdf`,
  )
  const text = pdfText(await pdf.body())
  expect(text).toContain('Confira a autenticidade deste comprovante')
  const link = /https?:\/\/\S+\/Validar\/[0-9A-F-]+\//.exec(text)?.[0]
  expect(link).toMatch(new RegExp(`/Validar/${formatProtocol(record.validation_hash)}/$`))
  // The link names the app's address (MOCK_APP_URL); the e2e's app runs on its own port.
  await page.goto(new URL(link ?? '').pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Validar comprovante' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Protocolo' })).toHaveValue('A3-F9-1C-0B-7D-2E')
  await expectAuthentic(page, record)
  await expectAccessible(page)
})

test('a protocol typed at /Validar/: authentic, then unknown (not found), then malformed', async ({
  page,
}) => {
  // A case the technician consolidates now (a fresh protocol).
  const locked = await caseOf(persona('caso-em-analise').cpf)
  if (!locked) throw new Error('caso-em-analise has no case')
  await consolidateCase(locked.pf_id)
  const record = await doneCaseOf('caso-em-analise')

  await page.goto('/Validar/')
  await expect(page.getByRole('heading', { level: 1, name: 'Validar comprovante' })).toBeVisible()
  await expectAccessible(page)
  // Lower case and without dashes, by keyboard.
  await checkProtocol(page, record.validation_hash.toLowerCase())
  await expectAuthentic(page, record)
  await expect(page.getByRole('heading', { name: 'Comprovante autêntico' })).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`/Validar/${formatProtocol(record.validation_hash)}/$`))
  await expectAccessible(page)

  await checkProtocol(page, '00-00-00-00-00-00')
  const notFound = page.getByRole('heading', { level: 2, name: 'Comprovante não encontrado' })
  await expect(notFound).toBeFocused()
  await expect(
    page.getByText(/Nenhum recenseamento consolidado tem o protocolo 00-00/),
  ).toBeVisible()
  await expect(page.locator('.case-fact')).toHaveCount(0)
  await expectAccessible(page)

  await checkProtocol(page, 'A3-F9-1C')
  const field = page.getByRole('textbox', { name: 'Protocolo' })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/Protocolo inválido/)).toBeVisible()
  await expect(notFound).toHaveCount(0)
  await expect(page).toHaveURL(/\/Validar\/$/)
  await expectAccessible(page)
})

test('offline, /Validar/ shows the offline screen (it is not an offline route)', async ({
  page,
  context,
}) => {
  await page.goto('/Validar/')
  await expect(page.getByRole('heading', { level: 1, name: 'Validar comprovante' })).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Protocolo' })).toHaveCount(0)
  await context.setOffline(false)
})
