import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { fillLogin, persona, signInAs } from '../support'
import { startFromHelp } from '../case-screens'
import { goNextTo, nextButton, openWizard, tabTo } from '../wizard/frame'
import { toEmployment } from '../wizard/employment'

/**
 * The system's contrast theme (issue 40, part 2): under forced colours the browser repaints text,
 * borders and backgrounds in the theme's colours, so states told apart by our colours alone
 * would look the same. Computed styles show they stay apart. `pnpm screenshots:contrast` runs
 * this file with FORCED_COLORS_SCREENSHOTS=1 to write the reviewers' set
 * (docs/accessibility/forced-colors/).
 */

test.use({ colorScheme: 'light', forcedColors: 'active' })

const SCREENSHOTS = process.env.FORCED_COLORS_SCREENSHOTS === '1'
const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/accessibility/forced-colors',
)

/** Saves the viewport (or `clip`) as the set's `name`.png when the set is being written. */
async function screenshot(page: Page, name: string, clip?: Locator): Promise<void> {
  if (!SCREENSHOTS) return
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  if (clip) await clip.screenshot({ path: file, scale: 'css', animations: 'disabled' })
  else await page.screenshot({ path: file, scale: 'css', animations: 'disabled' })
}

/** A system colour as the theme resolves it (rgb), to compare computed styles with. */
const systemColor = (page: Page, name: string): Promise<string> =>
  page.evaluate((color) => {
    const probe = document.createElement('span')
    probe.style.color = color
    document.body.append(probe)
    const value = getComputedStyle(probe).color
    probe.remove()
    return value
  }, name)

const styleOf = <const Names extends readonly string[]>(element: Locator, names: Names) =>
  element.evaluate(
    (node, properties) => {
      const style = getComputedStyle(node)
      return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]))
    },
    [...names],
  ) as Promise<Record<Names[number], string>>

const BUTTON = ['color', 'border-top-style', 'border-top-color'] as const

test('login: the focused field has a ring in the selection colour; a disabled Entrar is grey and dashed', async ({
  page,
}) => {
  await page.goto('/')
  const entrar = page.getByRole('button', { name: 'Entrar' })
  await expect(entrar).toBeDisabled()
  const cpf = page.getByLabel('CPF')
  await tabTo(page, cpf)
  const ring = await styleOf(cpf, ['outline-style', 'outline-width', 'outline-color'])
  expect(ring['outline-style']).not.toBe('none')
  expect(Number.parseFloat(ring['outline-width'])).toBeGreaterThanOrEqual(2)
  expect(ring['outline-color']).toBe(await systemColor(page, 'Highlight'))
  const disabled = await styleOf(entrar, BUTTON)
  await screenshot(page, 'login-focus-and-disabled')

  await fillLogin(page, persona('sem-contatos'))
  await expect(entrar).toBeEnabled()
  const enabled = await styleOf(entrar, BUTTON)
  expect(disabled.color).toBe(await systemColor(page, 'GrayText'))
  expect(disabled.color).not.toBe(enabled.color)
  expect(disabled['border-top-style']).toBe('dashed')
  expect(enabled['border-top-style']).toBe('solid')
})

const stepOf = (page: Page, title: string) =>
  page
    .getByRole('list', { name: /etapas/i })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }),
    })
const STEP = ['border-left-style', 'border-left-color', 'border-left-width'] as const
const MARKER = ['background-color', 'color', 'border-top-style', 'border-top-color'] as const
const markerOf = (step: Locator) => step.locator('.wizard-step-marker')

test('wizard: the current, pending and done steps, the error message and the check icon stay apart', async ({
  page,
}) => {
  await openWizard(page, 'sem-contatos')
  const canvas = await systemColor(page, 'Canvas')
  const highlight = await systemColor(page, 'Highlight')
  const perfil = stepOf(page, 'Perfil')
  const documentos = stepOf(page, 'Documentos')
  const current = {
    step: await styleOf(perfil, STEP),
    marker: await styleOf(markerOf(perfil), MARKER),
  }
  const pending = {
    step: await styleOf(documentos, STEP),
    marker: await styleOf(markerOf(documentos), MARKER),
  }
  expect(current.marker['background-color']).toBe(highlight)
  expect(pending.marker['background-color']).not.toBe(current.marker['background-color'])
  expect(current.step['border-left-color']).toBe(highlight)
  expect(pending.step['border-left-style']).toBe('dashed')
  expect(pending.marker['border-top-style']).toBe('dashed')
  expect(current.marker['border-top-style']).toBe('solid')

  // A required field left empty: its message is marked beside, not only by a colour.
  const error = page.getByText('Este campo deve ser preenchido').first()
  await expect(error).toBeVisible()
  const message = await styleOf(error, ['border-left-style', 'border-left-width'])
  expect(message['border-left-style']).toBe('solid')
  expect(Number.parseFloat(message['border-left-width'])).toBeGreaterThanOrEqual(3)
  await expect(nextButton(page)).toBeDisabled()
  await screenshot(page, 'wizard-current-pending-error')

  await page.getByLabel('Nome do pai').fill('Raimundo Costa')
  await page.getByLabel('Nome da mãe').fill('Benedita Costa')
  await goNextTo(page, 'Documentos')
  const done = {
    step: await styleOf(perfil, STEP),
    marker: await styleOf(markerOf(perfil), MARKER),
  }
  expect(done.step['border-left-style']).toBe('solid')
  expect(done.step['border-left-color']).not.toBe(highlight)
  expect(done.marker['background-color']).not.toBe(highlight)
  expect(done.marker['border-top-style']).toBe('solid')
  // The saved step's check is drawn in the text's colour, on the page's background.
  const check = markerOf(perfil).locator('.icon-check path')
  await expect(check).toHaveCount(1)
  const fill = (await styleOf(check, ['fill'])).fill
  expect(fill).toBe((await styleOf(markerOf(perfil), ['color'])).color)
  expect(fill).not.toBe(canvas)
  await screenshot(page, 'wizard-done-and-current', page.getByRole('list', { name: /etapas/i }))
})

test('rating: the chosen face is ringed in the selection colour, the others are not', async ({
  page,
}) => {
  await toEmployment(page, 'com-dependentes')
  await goNextTo(page, 'Avaliação')
  const question = page.getByRole('group', {
    name: 'Como você avalia este procedimento de auto-Recenseamento?',
  })
  const faceOf = (name: string) =>
    question.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) })
  await faceOf('Estou satisfeito').click()
  await expect(question.getByRole('radio', { name: 'Estou satisfeito', exact: true })).toBeChecked()
  const highlight = await systemColor(page, 'Highlight')
  const RING = ['border-top-color', 'border-top-width'] as const
  const chosen = await styleOf(faceOf('Estou satisfeito'), RING)
  const other = await styleOf(faceOf('Estou insatisfeito'), RING)
  expect(chosen['border-top-color']).toBe(highlight)
  expect(other['border-top-color']).not.toBe(highlight)
  expect(other['border-top-color']).toBe(await systemColor(page, 'Canvas'))
  // The faces keep their own colours: the chosen one coloured, the others grey.
  const disc = (name: string) => faceOf(name).locator('.face-disc')
  expect((await styleOf(disc('Estou satisfeito'), ['fill'])).fill).not.toBe(
    (await styleOf(disc('Estou insatisfeito'), ['fill'])).fill,
  )
  await screenshot(page, 'rating-chosen-face', question)
})

test("Status: the locked case's image keeps its drawing", async ({ page }) => {
  await signInAs(page, 'caso-em-analise')
  await startFromHelp(page)
  const image = page.getByRole('img', {
    name: 'Cadastro bloqueado para alterações enquanto é verificado',
  })
  await expect(image).toBeVisible()
  const canvas = await systemColor(page, 'Canvas')
  const lock = (await styleOf(image.locator('rect'), ['fill'])).fill
  const paper = (await styleOf(image.locator('path').first(), ['fill'])).fill
  const backdrop = (await styleOf(image.locator('circle').first(), ['fill'])).fill
  expect(new Set([lock, paper, backdrop]).size).toBe(3)
  expect(lock).not.toBe(canvas)
  await screenshot(page, 'status-locked-case')
})
