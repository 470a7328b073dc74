import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { formatProtocol } from '@censo/contracts'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { outcomeNotices } from '../case-support'
import {
  caseOfPersona,
  consolidateCaseOf,
  correctFromReview,
  downloadReceipt,
  expectCenso,
  expectReceipt,
  expectReview,
  expectWaiting,
  fact,
  h1,
  openCaseAs,
  releaseCaseOf,
  startFromHelp,
} from '../case-screens'
import { MOCK_URL } from '../ports'
import { expectAccessible, loginAs, persona } from '../support'

/** Notes in the page whether its HTML started the case status read (before any script runs). */
function watchStatusRead() {
  let read: unknown
  Object.defineProperty(window, 'censoCaseStatusRead', {
    configurable: true,
    get: () => read,
    set: (value: unknown) => {
      if (value) Object.assign(window, { censoStatusReadStarted: true })
      read = value
    },
  })
}

/** Whether the HTML started the status read, whether the app took it, and how many went out. */
const statusReads = (page: Page) =>
  page.evaluate(() => ({
    started: 'censoStatusReadStarted' in window,
    taken: Reflect.get(window, 'censoCaseStatusRead') === undefined,
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/recad/v1/higienize-segurado/')).length,
  }))

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
test('a locked case (caso-em-analise) goes from /Censo/ to "Agora é com a gente!"', async ({
  page,
}) => {
  await openCaseAs(page, 'caso-em-analise')
  await expectWaiting(page)
  // The gate refused the wizard: the "not editable" image says why (ADR 008).
  const notEditable = page.getByRole('img', {
    name: 'Cadastro bloqueado para alterações enquanto é verificado',
  })
  await expect(notEditable).toBeVisible()
  await expectAccessible(page)
  // Typed or reloaded, /Censo/ and /Review/ lead to the same screen.
  await page.addInitScript(watchStatusRead)
  for (const url of ['/Censo/', '/Review/']) {
    await page.goto(url)
    await expectWaiting(page)
    await expect(notEditable).toBeVisible()
    // The page's HTML asked for the case status beside the entry's download, and the gate took
    // that answer: one request (docs/decisions/025).
    expect(await statusReads(page)).toEqual({ started: true, taken: true, requests: 1 })
  }
  // The history state keeps the picture on a reload.
  await page.reload()
  await expectWaiting(page)
  await expect(notEditable).toBeVisible()
  // /Status/ typed elsewhere (typed on /Status/ itself, Chromium reloads the entry, state and
  // all): the decorative "under analysis" image, nothing for screen readers.
  await page.goto('/Ajuda/')
  await page.goto('/Status/')
  await expectWaiting(page)
  await expect(page.locator('[data-illustration="under-analysis"]')).toBeVisible()
  await expect(notEditable).toHaveCount(0)
})

test('a done case (caso-consolidado) shows the receipt and downloads a PDF with the protocol', async ({
  page,
  request,
}) => {
  await openCaseAs(page, 'caso-consolidado')
  const record = await caseOfPersona('caso-consolidado')
  expect(formatProtocol(record.validation_hash ?? '')).toBe('A3-F9-1C-0B-7D-2E')
  await expectReceipt(page, record)
  await expect(fact(page, 'Data/Hora')).toHaveText('02/06/2025 09:05')
  await expectAccessible(page)
  await downloadReceipt(page, request, record)
})

test('a released case (caso-devolvido) shows /Review/ once per session; /Ajuda/ resets it', async ({
  page,
}) => {
  await openCaseAs(page, 'caso-devolvido')
  const record = await caseOfPersona('caso-devolvido')
  await expectReview(page, record)
  await expect(fact(page, 'Data/Hora')).toHaveText('20/05/2025 16:42')
  const message = page.locator('.review-message')
  await expect(message.locator('li')).toHaveCount(2)
  await expect(message.locator('strong').first()).toHaveText('RG')
  await expect(message).toContainText('O Ato de Posse não foi enviado.')
  await expectAccessible(page)

  await correctFromReview(page)
  await expectAccessible(page)
  // Reviewed in this session: opening /Censo/ again loads the data.
  await page.goto('/Censo/')
  await expectCenso(page)
  // The help page resets the flag: the review screen comes once more.
  await page.goto('/Ajuda/')
  await startFromHelp(page)
  await expectReview(page, record)
})

test('a locked case released through the technician endpoint shows /Review/ once, then /Censo/', async ({
  page,
}) => {
  await openCaseAs(page, 'caso-em-analise')
  await expectWaiting(page)

  const released = await releaseCaseOf(
    'caso-em-analise',
    '<p>Envie de novo a imagem do <strong>RG</strong>, sem reflexos.</p>',
  )
  expect(released.status).toBe('released')
  // The outcome notice: an SMS to her mobile phone, beside the codes in the outbox.
  const notice = await outcomeNotices(released.pf_id)
  expect(notice).toEqual([
    expect.objectContaining({
      channel: 'sms',
      code: null,
      text: expect.stringMatching(/precisa de correções\. Abra o aplicativo do Recenseamento/),
    }),
  ])
  await page.goto('/Censo/')
  await expectReview(page, released)
  await expect(page.locator('.review-message strong')).toHaveText('RG')
  await expect(page.locator('.review-message')).toHaveText(
    'Envie de novo a imagem do RG, sem reflexos.',
  )
  await expectAccessible(page)

  await correctFromReview(page)
  await page.goto('/Censo/')
  await expectCenso(page)
  // /Status/ sends a released case to the review screen itself.
  await page.goto('/Status/')
  await expectReview(page, released)
})

test('a locked case consolidated through the technician endpoint shows the receipt', async ({
  page,
  request,
}) => {
  await openCaseAs(page, 'caso-em-analise')
  await expectWaiting(page)

  const done = await consolidateCaseOf('caso-em-analise')
  expect(done.validation_hash).toMatch(/^[0-9a-f]{12}$/)
  expect(await outcomeNotices(done.pf_id)).toEqual([
    expect.objectContaining({
      text: expect.stringMatching(/foi consolidado\. Abra o aplicativo do Recenseamento/),
    }),
  ])
  await page.reload()
  await expectReceipt(page, done)
  await expectAccessible(page)
  await downloadReceipt(page, request, done)
})

test.describe('script payloads in a message', () => {
  // The sanitizer's parse meets the payloads' handlers: the policy refuses them too.
  test.use({
    expectedViolations: /^Executing inline event handler violates|^script-src-attr refused/,
  })

  test('a release message with script payloads renders as markup and runs nothing', async ({
    page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await loginAs(page, 'caso-em-analise')
    await releaseCaseOf(
      'caso-em-analise',
      [
        '<p>Corrija os <em>documentos</em>:</p>',
        '<script>window.__xss=1</script>',
        '<img src=x onerror="window.__xss=1">',
        '<a href="javascript:window.__xss=1">x</a>',
        '<svg onload="window.__xss=1"></svg>',
        '<iframe src="javascript:window.__xss=1"></iframe>',
        '<p onmouseover="window.__xss=1">passe o mouse</p>',
      ].join(''),
    )
    await page.goto('/Censo/')
    await expect(h1(page, 'Atenção')).toBeVisible()

    const message = page.locator('.review-message')
    await expect(message.locator('em')).toHaveText('documentos')
    await expect(message.locator('a')).toHaveText('x')
    await expect(message.locator('a')).not.toHaveAttribute('href')
    await expect(
      message.locator('script, img, svg, iframe, [onerror], [onload], [onmouseover]'),
    ).toHaveCount(0)
    expect(await message.innerHTML()).not.toMatch(/<script|onerror|onload|onmouseover|javascript:/i)

    // Nothing runs, not even when the person uses what is left.
    await message.locator('a').click()
    await message.getByText('passe o mouse').hover()
    await expect(page).toHaveURL(/\/Review\/$/)
    // The payloads would set window.__xss.
    expect(await page.evaluate(() => Object.hasOwn(window, '__xss'))).toBe(false)
    expect(dialogs).toEqual([])
    await expectAccessible(page)
  })
})

/** `pnpm technician …` against the e2e mock. */
const technician = (...args: string[]) =>
  promisify(execFile)('pnpm', ['technician', ...args], {
    cwd: ROOT,
    env: { ...process.env, MOCK_URL },
    timeout: 60_000,
  })

test('the CLI (pnpm technician list, release) lists and moves a case', async ({ page }) => {
  // Starting pnpm and tsx alone can take most of the default 30 s.
  test.setTimeout(90_000)
  const p = persona('caso-em-analise')
  const listed = await technician('list', 'locked')
  const maskedCpf = p.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
  expect(listed.stdout).toMatch(
    new RegExp(`${maskedCpf.replaceAll('.', '\\.')}\\s+Luiz Gonzaga Tavares\\s+recife\\s+locked`),
  )
  const { stdout } = await technician(
    'release',
    p.cpf,
    '<p>Envie o <strong>comprovante de residência</strong>.</p>',
  )
  expect(stdout).toContain('Released the case of Luiz Gonzaga Tavares')
  const released = await caseOfPersona('caso-em-analise')
  expect(released.status).toBe('released')

  await openCaseAs(page, 'caso-em-analise')
  await expectReview(page, released)
  await expect(page.locator('.review-message')).toHaveText('Envie o comprovante de residência.')

  // Moved again: back to locked, as if CONCLUIR had just been pressed.
  const locked = await technician('lock', p.cpf)
  expect(locked.stdout).toContain('Locked the case of Luiz Gonzaga Tavares')
  expect((await caseOfPersona('caso-em-analise')).status).toBe('locked')
})

test('the console page (/__technician/) consolidates a locked case', async ({ page }) => {
  await page.goto(`${MOCK_URL}/__technician/`)
  await expect(h1(page, 'Console do técnico')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'Luiz Gonzaga Tavares' })
  await expect(row).toContainText('Em análise (locked)')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Consolidar o caso de Luiz Gonzaga Tavares' }).click()
  await expect(page.getByRole('status')).toContainText(
    'Caso de Luiz Gonzaga Tavares consolidado. Protocolo',
  )
  const done = await caseOfPersona('caso-em-analise')
  expect(done.status).toBe('done')
  await expect(page.getByRole('status')).toContainText(formatProtocol(done.validation_hash ?? ''))
  await expect(row).toContainText('Consolidado (done)')

  await openCaseAs(page, 'caso-em-analise')
  await expectReceipt(page, done)

  // A tester moves it again: back to locked from the console.
  await page.goto(`${MOCK_URL}/__technician/`)
  await page
    .getByRole('button', { name: 'Reabrir análise do caso de Luiz Gonzaga Tavares' })
    .click()
  await expect(page.getByRole('status')).toContainText(
    'Caso de Luiz Gonzaga Tavares em análise de novo',
  )
  await expect(row).toContainText('Em análise (locked)')
  await expect(
    page.getByRole('button', { name: 'Consolidar o caso de Luiz Gonzaga Tavares' }),
  ).toBeVisible()
  expect((await caseOfPersona('caso-em-analise')).status).toBe('locked')
})

test('the console page (/__technician/) releases a locked case with a message', async ({
  page,
}) => {
  await page.goto(`${MOCK_URL}/__technician/`)
  const row = page.getByRole('row').filter({ hasText: 'Luiz Gonzaga Tavares' })
  await expect(row).toContainText('Em análise (locked)')
  await page.getByRole('button', { name: 'Devolver o caso de Luiz Gonzaga Tavares' }).click()
  await expect(page.getByLabel('pf_id do caso (em análise)')).toHaveValue(
    String((await caseOfPersona('caso-em-analise')).pf_id),
  )
  await page.getByLabel('Mensagem (HTML)').fill('<p>Envie de novo a imagem do RG.</p>')
  await page.getByRole('button', { name: 'Devolver caso', exact: true }).click()
  await expect(page.getByRole('status')).toContainText(
    'Caso de Luiz Gonzaga Tavares devolvido com inconsistências.',
  )
  await expect(row).toContainText('Devolvido (released)')
  const released = await caseOfPersona('caso-em-analise')
  expect(released.status).toBe('released')
  expect(released.message).toBe('<p>Envie de novo a imagem do RG.</p>')

  await openCaseAs(page, 'caso-em-analise')
  await expectReview(page, released)
  await expect(page.locator('.review-message')).toHaveText('Envie de novo a imagem do RG.')
})
