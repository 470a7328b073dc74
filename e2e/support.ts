import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import type { Persona } from '@censo/fixtures'
import personasJson from '@censo/fixtures/personas.json' with { type: 'json' }
import { logPersonaIn } from '../scripts/lib/mock-session.mjs'
import { MOCK_URL } from './ports'

export type { Persona }

const personas = personasJson as Persona[]

export function persona(key: string): Persona {
  const found = personas.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`no persona ${key} in fixtures/personas.json`)
  return found
}

type FieldKinds = { string: string; number: number }

/** Whether `value` (a JSON answer's part) is an object whose fields have these `typeof` kinds. */
export function hasFields<const Kinds extends Record<string, keyof FieldKinds>>(
  value: unknown,
  kinds: Kinds,
): value is { [Key in keyof Kinds]: FieldKinds[Kinds[Key]] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(kinds).every(([key, kind]) => typeof Reflect.get(value, key) === kind)
  )
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Time each checked screen adds to its test's budget: a journey through many screens gets time in
 * proportion to them, on top of the config's base (docs/decisions/014).
 */
export const SCREEN_BUDGET_MS = 5_000

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> }
  }
}

/**
 * axe-core run in the page itself, injected once per document (and frame). @axe-core/playwright
 * injected it twice and finished every run in a new blank page: about 7× slower per screen.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => window.axe === undefined).catch(() => false)) {
      await frame.evaluate(axeSource)
    }
  }
  return page.evaluate(async (values) => {
    if (!window.axe) throw new Error('axe-core is not in the page')
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values } })
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  }, WCAG_TAGS)
}

/** Gives the running test the time of `count` more screens (docs/decisions/014). */
export function allowScreens(count: number): void {
  const info = test.info()
  info.setTimeout(info.timeout + count * SCREEN_BUDGET_MS)
}

/** The smallest target a person taps (issue 40): 44 × 44 CSS px, or that much clear space. */
export const TARGET_PX = 44

export interface TargetReport {
  /** Controls measured on the screen. */
  measured: number
  /** Each control too small and too close to another, with its size. */
  offenders: string[]
}

/**
 * Measures every visible, enabled control of the screen: its box is at least 44 × 44 CSS px, or
 * a 44 × 44 square centred on it touches no other control (nor the square of another small one),
 * as WCAG 2.5.8 spaces 24 px targets. Links inside running text are left out (2.5.8's inline
 * exception); a radio or checkbox is measured by its label, which a person taps.
 */
export function measureTargets(page: Page): Promise<TargetReport> {
  return page.evaluate((size) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=tab]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=link]',
      '[tabindex="0"]',
    ].join(',')
    const isBlock = (element: Element) => !getComputedStyle(element).display.startsWith('inline')
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A') return false
      let block = element.parentElement
      while (block && !isBlock(block)) block = block.parentElement
      const own = (element.textContent ?? '').trim().length
      return block !== null && (block.textContent ?? '').trim().length > own
    }
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30)
      const id = element.id ? `#${element.id}` : ''
      const classes = [...element.classList].map((c) => `.${c}`).join('')
      return `${element.tagName.toLowerCase()}${id}${classes} "${name}"`
    }
    const labelOf = (element: Element) =>
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
        ? [...(element.labels ?? [])].find((label) => label.getBoundingClientRect().height > 0)
        : undefined
    const targets: { element: Element; hit: Element; box: DOMRect; name: string }[] = []
    for (const element of document.querySelectorAll(SELECTOR)) {
      if (element.matches(':disabled, [aria-disabled=true]') || element.closest('[inert]')) continue
      if (inRunningText(element)) continue
      const hit = labelOf(element) ?? element
      const box = hit.getBoundingClientRect()
      const style = getComputedStyle(hit)
      // Not drawn, visually hidden (1 px, clipped) or moved out of the page (a skip link).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
      if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) continue
      targets.push({ element, hit, box, name: describe(element) })
    }
    const big = (box: DOMRect) => box.width >= size - 0.5 && box.height >= size - 0.5
    const square = (box: DOMRect) => {
      const x = box.left + box.width / 2 - size / 2
      const y = box.top + box.height / 2 - size / 2
      return new DOMRect(x, y, size, size)
    }
    const meet = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a)
    const offenders = targets
      .filter((target) => {
        if (big(target.box)) return false
        const own = square(target.box)
        return targets.some(
          (other) =>
            !related(target.hit, other.hit) &&
            !related(target.element, other.element) &&
            (meet(own, other.box) || (!big(other.box) && meet(own, square(other.box)))),
        )
      })
      .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`)
    return { measured: targets.length, offenders }
  }, TARGET_PX)
}

/**
 * axe with the WCAG 2.2 A/AA rules, and every control at least 44 px (measureTargets); every
 * screen an e2e visits goes through it. Each screen's count is kept as the test's annotation.
 */
export async function expectAccessible(page: Page) {
  allowScreens(1)
  expect(await axeViolations(page), 'axe violations').toEqual([])
  const targets = await measureTargets(page)
  test.info().annotations.push({
    type: 'targets measured',
    description: `${new URL(page.url()).pathname}: ${targets.measured}`,
  })
  expect(targets.offenders, 'controls smaller than 44 × 44 CSS px, too close to another').toEqual(
    [],
  )
}

export async function resetMock() {
  const response = await fetch(`${MOCK_URL}/__dev/reset`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

/** Makes the mock answer `status` to the next request(s) matching `pattern` (POST /__dev/faults). */
export async function injectFault(fault: {
  pattern: string
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** An error status, a delay before answering, or both. */
  status?: number
  latency_ms?: number
  times?: number
}) {
  const response = await fetch(`${MOCK_URL}/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  expect(response.status).toBe(201)
}

/**
 * A write as another device of the page's person would send it (its token, a device, the body's
 * checksum); answers the status.
 */
export async function writeAsAnotherDevice(
  page: Page,
  method: 'POST' | 'DELETE',
  path: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const body = JSON.stringify({ ...fields, device: { id: 'e'.repeat(30), lat: -8.05, lng: -34.9 } })
  const response = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token ?? ''}`,
      'content-type': 'application/json',
      'x-checksum': createHash('sha256').update(body).digest('hex'),
    },
    body,
  })
  return response.status
}

/** The pf_id of the page's person, from the token it keeps. */
export const pagePersonId = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const payload = (localStorage.getItem('token') ?? '').split('.')[1] ?? ''
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    const user: unknown = Reflect.get(Object(claims), 'user')
    return Number(Reflect.get(Object(user), 'pfid'))
  })

/** Removes every fault injected (the mock answers normally again). */
export async function clearFaults() {
  const response = await fetch(`${MOCK_URL}/__dev/faults`, { method: 'DELETE' })
  expect(response.ok).toBe(true)
}

interface OutboxMessage {
  id: number
  channel: 'sms' | 'email'
  to: string
  pf_id: number
  code: string
}

/**
 * Waits until the newest code of the outbox went through `channel` (and is newer than the code
 * `afterId`, when a person logs in again), and answers it.
 */
export async function waitForCode(
  channel: OutboxMessage['channel'],
  afterId = 0,
): Promise<OutboxMessage> {
  await expect
    .poll(
      async () => {
        const newest = await latestCode().catch(() => null)
        return newest && newest.id > afterId ? newest.channel : null
      },
      { timeout: 10_000 },
    )
    .toBe(channel)
  return latestCode()
}

/** The newest one-time code the mock "sent" to a person (outcome notices left out). */
export async function latestCode(pfId?: number): Promise<OutboxMessage> {
  const query = pfId ? `?kind=code&pf_id=${pfId}` : '?kind=code'
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
  const entity = Object.values(await entitiesByKey()).find(
    (candidate) => candidate.login_segurado.test.oid === p.oid,
  )
  if (!entity) throw new Error(`no entity with oid ${p.oid}`)
  return entity
}

/** The entity of key `id` (a special host's key is its host name) as the mock answers it. */
export async function entityById(id: string): Promise<MetaEntity> {
  const entity = (await entitiesByKey())[id]
  if (!entity) throw new Error(`no entity ${id}`)
  return entity
}

/** Every entity of the mock's metadata, the special hosts' too, by key. */
async function entitiesByKey(): Promise<Record<string, MetaEntity>> {
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
  return { ...value?.censo_domain, ...value?.censo_domain_esp }
}

/**
 * Fills fields of `scope` by their exact labels as a person would: a select gets the option of
 * that value or label, any other field the text typed.
 */
export async function fillFields(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label, { exact: true })
    const isSelect = await field.evaluate((element) => element.tagName === 'SELECT')
    await (isSelect ? field.selectOption(value) : field.fill(value))
  }
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
  // The login and the identity confirmation (each checked by the login journeys themselves).
  allowScreens(2)
  const p = persona(key)
  const special = p.oid === 'tst-ipsl'
  // A code of an earlier login of this test is not the one to type.
  const earlier = (await latestCode().catch(() => null))?.id ?? 0
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
    const { code } = await waitForCode(channel, earlier)
    await page.getByLabel('Código').fill(code)
    await page.getByRole('button', { name: 'Confirmar' }).click()
  }
  await expect(landed).toBeVisible()
}

/**
 * Signs persona `key` in without the login screens, for the journeys that are not about them
 * (the login's own journeys, and the whole-census ones, go through `loginAs`): the mock's login
 * and code check give the person token, which the page then finds in localStorage as it would
 * after a login, with the entity chosen. Ends on the landing (/Ajuda/).
 */
export async function signInAs(page: Page, key: string, { origin = '' } = {}) {
  allowScreens(1)
  const session = await logPersonaIn(MOCK_URL, key)
  // A static file of the app's origin (this worker's web, or `origin`, a special host of it): its
  // storage, without starting the app.
  await page.goto(`${origin}/icon.svg`)
  await page.evaluate(({ token, entityKey }) => {
    localStorage.setItem('token', token)
    localStorage.setItem('selectedMunicipio', entityKey)
  }, session)
  await page.goto(`${origin}/Ajuda/`)
  await expect(page.getByRole('button', { name: 'Sair' }).first()).toBeVisible()
}

/** The tutorial (/Tutorial/<n>/) with the section `open` expanded and Perfil's collapsed. */
export async function expectTutorialOpenAt(page: Page, open: string) {
  await expect(page.getByRole('button', { name: open })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Perfil' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
}
