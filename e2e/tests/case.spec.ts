import { formatProtocol } from '@censo/contracts'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { caseOfPersona, expectWaiting, h1, releaseCaseOf } from '../case-screens'
import { MOCK_URL } from '../ports'
import { expectAccessible, signInAs } from '../support'

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

test('a locked case (caso-em-analise): the HTML reads the status once, for /Censo/ and /Review/ alike', async ({
  page,
}) => {
  await signInAs(page, 'caso-em-analise')
  // The gate refused the wizard: the "not editable" image says why (ADR 008).
  const notEditable = page.getByRole('img', {
    name: 'Cadastro bloqueado para alterações enquanto é verificado',
  })
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
    await signInAs(page, 'caso-em-analise')
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
  })
})

// The console page is the mock's own page with a script (the CLI is tested in the mock's unit
// tests, technician-cli.test.ts; what the app shows of a case, in its component tests).
test('the console page (/__technician/) consolidates, reopens and releases a locked case', async ({
  page,
}) => {
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

  // A tester moves it again: back to locked from the console.
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

  // Then sent back with a message.
  await page.getByRole('button', { name: 'Devolver o caso de Luiz Gonzaga Tavares' }).click()
  await expect(page.getByLabel('pf_id do caso (em análise)')).toHaveValue(String(done.pf_id))
  await page.getByLabel('Mensagem (HTML)').fill('<p>Envie de novo a imagem do RG.</p>')
  await page.getByRole('button', { name: 'Devolver caso', exact: true }).click()
  await expect(page.getByRole('status')).toContainText(
    'Caso de Luiz Gonzaga Tavares devolvido com inconsistências.',
  )
  await expect(row).toContainText('Devolvido (released)')
  const released = await caseOfPersona('caso-em-analise')
  expect(released.status).toBe('released')
  expect(released.message).toBe('<p>Envie de novo a imagem do RG.</p>')
})
