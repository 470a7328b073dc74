import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Persona } from '@censo/fixtures'
import personasJson from '@censo/fixtures/personas.json' with { type: 'json' }
import { MOCK_URL } from './ports'

export type { Persona }

const personas = personasJson as Persona[]

export function persona(key: string): Persona {
  const found = personas.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`no persona ${key} in fixtures/personas.json`)
  return found
}

/** axe with the WCAG 2.2 A/AA rules; every screen an e2e visits goes through it. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

export async function resetMock() {
  const response = await fetch(`${MOCK_URL}/__dev/reset`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

interface OutboxMessage {
  channel: 'sms' | 'email'
  to: string
  pf_id: number
  code: string
}

/** Waits until the newest message of the outbox went through `channel`, and answers it. */
export async function waitForCode(channel: OutboxMessage['channel']): Promise<OutboxMessage> {
  await expect
    .poll(async () => (await latestCode().catch(() => null))?.channel, { timeout: 10_000 })
    .toBe(channel)
  return latestCode()
}

/** The newest one-time code the mock "sent" to a person. */
export async function latestCode(pfId?: number): Promise<OutboxMessage> {
  const query = pfId ? `?pf_id=${pfId}` : ''
  const response = await fetch(`${MOCK_URL}/__dev/outbox${query}`)
  const body = (await response.json()) as { messages: OutboxMessage[] } | OutboxMessage[]
  const messages = Array.isArray(body) ? body : body.messages
  const newest = messages[0]
  if (!newest) throw new Error('outbox is empty')
  return newest
}

interface MetaEntity {
  nome: string
  login_segurado: { test: { oid: string } }
  login_error_messages: Record<string, string>
}

/**
 * The entity whose test login id is the persona's oid (its name is what the select shows, or the
 * banner's alt on a special host).
 */
export async function entityOf(p: Persona): Promise<MetaEntity> {
  const response = await fetch(`${MOCK_URL}/meta/v2/data/censo/`)
  const body = (await response.json()) as {
    items: {
      value: {
        censo_domain: Record<string, MetaEntity>
        censo_domain_esp?: Record<string, MetaEntity>
      }
    }[]
  }
  const value = body.items[0]?.value
  const entities = [
    ...Object.values(value?.censo_domain ?? {}),
    ...Object.values(value?.censo_domain_esp ?? {}),
  ]
  const entity = entities.find((candidate) => candidate.login_segurado.test.oid === p.oid)
  if (!entity) throw new Error(`no entity with oid ${p.oid}`)
  return entity
}

/** Fills the login form the way a person would; does not press Entrar. */
export async function fillLogin(page: Page, p: Persona, options: { selectEntity?: boolean } = {}) {
  if (options.selectEntity ?? true) {
    await page
      .getByLabel('Selecione Municipio ou Estado')
      .selectOption({ label: (await entityOf(p)).nome })
  }
  await page.getByLabel('CPF').fill(p.cpf)
  await page.getByLabel('Data de nascimento').fill(p.nascimento)
  await page.getByRole('checkbox', { name: /termos/i }).check()
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).check()
}

/**
 * Logs a persona in through the login screen, confirming identity with the first contact offered
 * (code read from the outbox) when the persona has contacts. Ends on the landing screen.
 */
export async function loginAs(page: Page, key: string) {
  const p = persona(key)
  const special = p.oid === 'tst-ipsl'
  await page.goto('/')
  await fillLogin(page, p, { selectEntity: !special })
  await page.getByRole('button', { name: 'Entrar' }).click()
  const sms = page.getByRole('radio', { name: /^Receber SMS em/ }).first()
  const email = page.getByRole('radio', { name: /^Receber email em/ }).first()
  const landed = page.getByRole('button', { name: 'Sair' })
  await expect(sms.or(email).or(landed).first()).toBeVisible()
  if (!(await landed.isVisible())) {
    const channel = (await sms.count()) > 0 ? 'sms' : 'email'
    await (channel === 'sms' ? sms : email).check()
    const { code } = await waitForCode(channel)
    await page.getByLabel('Código').fill(code)
    await page.getByRole('button', { name: 'Confirmar' }).click()
  }
  await expect(landed).toBeVisible()
}
