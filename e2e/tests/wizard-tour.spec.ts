import { expect, test } from '../fixtures'
import { h1 } from '../case-screens'
import type { Page } from '@playwright/test'
import {
  expectBigEnough,
  expectUncovered,
  overlapArea,
  pastViewport,
  scrollToBottomEdge,
} from '../layout'
import { checkScreen, PHONE, TOUR_VIEWPORT } from '../screen-checks'
import {
  TARGET_PX,
  allowScreens,
  injectFault,
  pagePersonId,
  signInAs,
  writeAsAnotherDevice,
} from '../support'
import { MOCK_URL } from '../ports'
import { contactSection, openAdd, toContacts } from '../wizard/contacts'
import { section, toDocuments } from '../wizard/documents'
import { recordEntry, toEmployment } from '../wizard/employment'
import { activeStep, goNextTo, nextButton, openWizard, previousButton } from '../wizard/frame'
import {
  chooseFile,
  imageEntry,
  pngFile,
  setUploadDelay,
  toImages,
  uploadHurried,
} from '../wizard/images'

/**
 * Every step of the wizard with its forms open, the states a failure leaves it in, and the case
 * screens, as someone on the smallest phone meets them (checkScreen: axe, 44 px controls, nothing
 * cut at 320 px, text spacing, text at 200 %). The controls issue 40 names are also 44 × 44 CSS px on their own: the step headers'
 * help links, the accordion headers, the rating faces and the X on an image. What each step does
 * is its component tests' (web/src/features/wizard/steps).
 */
const big = (locator: Parameters<typeof expectBigEnough>[0]) => expectBigEnough(locator, TARGET_PX)

const RATING_QUESTION = 'Como você avalia este procedimento de auto-Recenseamento?'

/** Each face's tooltip, shown as the pointer rests on the face: inside the screen, off the question. */
async function expectTooltipsInside(page: Page) {
  const question = page.locator('legend', { hasText: RATING_QUESTION })
  const faces = page.locator('.rating-face')
  await expect(faces).toHaveCount(5)
  for (const face of await faces.all()) {
    await face.hover()
    const tooltip = face.locator('.rating-tooltip')
    await expect(tooltip).toHaveCSS('opacity', '1')
    expect(await pastViewport(page, tooltip), 'px past the screen').toBe(0)
    expect(await overlapArea(tooltip, question), 'px² over the question').toBe(0)
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(TOUR_VIEWPORT)
})

test('every wizard step, with its forms open', async ({ page }) => {
  allowScreens(1)
  await setUploadDelay(0)
  await openWizard(page, 'com-dependentes')
  // A step header's control is its help link (the title is not a button).
  await big(page.locator('.wizard-step-header').getByRole('link'))
  await checkScreen(page)
  // The cookie toast covers neither the first field a person can fill, tapped where a phone's
  // keyboard leaves it (low on the screen), nor Próximo (issue 40 §7).
  await page.getByRole('button', { name: 'Aceitar Cookies' }).click()
  const saved = page.locator('.toast', { hasText: 'Suas preferências de cookies foram salvas.' })
  const first = page.getByRole('main').getByRole('textbox').and(page.locator(':enabled')).first()
  await scrollToBottomEdge(first)
  await first.focus()
  await expectUncovered(saved, [first, nextButton(page)])

  await toDocuments(page)
  await section(page, 2, 'PIS/PASEP/NIT').click()
  await expect(section(page, 2, 'PIS/PASEP/NIT')).toHaveAttribute('aria-expanded', 'true')
  await big(section(page, 2, 'PIS/PASEP/NIT'))
  await checkScreen(page)

  await goNextTo(page, 'Contatos')
  await openAdd(contactSection(page, 'Telefone'), 'Adicionar telefone')
  await expect(
    contactSection(page, 'Telefone').getByRole('button', { name: 'SALVAR' }),
  ).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Cancelar' }).first().click()

  await goNextTo(page, 'Dependentes')
  await page.getByRole('button', { name: 'Adicionar dependente' }).click()
  await expect(page.getByLabel('Motivo do início da dependência')).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Cancelar' }).click()

  await goNextTo(page, 'Dados Funcionais')
  await expect(recordEntry(page, 'Servidor ativo')).toHaveAttribute('aria-expanded', 'true')
  await big(recordEntry(page, 'Servidor ativo'))
  await checkScreen(page)

  await goNextTo(page, 'Avaliação')
  await expect(page.getByRole('radio')).toHaveCount(5)
  await big(page.locator('.rating-face'))
  await checkScreen(page)
  // Each face's tooltip stays on the screen and off the question, here and on the e2e phone; the
  // thanks for a choice covers neither Anterior nor Próximo.
  for (const viewport of [TOUR_VIEWPORT, PHONE]) {
    await page.setViewportSize(viewport)
    await expectTooltipsInside(page)
  }
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Estou totalmente satisfeito', exact: true }) })
    .click()
  const thanks = page.locator('.toast', { hasText: 'Obrigado por sua avaliação!' })
  await expectUncovered(thanks, [previousButton(page), nextButton(page)])
  await page.setViewportSize(TOUR_VIEWPORT)

  await goNextTo(page, 'Imagens')
  await big(imageEntry(page, 'Foto'))
  // Its open entry (RG) with the upload control, then with an image sent, shown with its X.
  const rg = imageEntry(page, 'RG (Carteira de Identidade)')
  await expect(rg).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible()
  await checkScreen(page)
  await uploadHurried(
    page,
    () => chooseFile(page.getByRole('main'), pngFile('rg.png')),
    () => expect(rg).toHaveAccessibleName(/\(completo\)$/, { timeout: 250 }),
  )
  await big(page.getByRole('button', { name: /^Remover RG .*: arquivo 1$/ }))
  await checkScreen(page)
})

for (const [key, path, title] of [
  ['caso-em-analise', '/Status/', 'Agora é com a gente!'],
  ['caso-consolidado', '/Status/', 'Cadastro consolidado!'],
  ['caso-devolvido', '/Review/', 'Atenção'],
] as const) {
  test(`${path} of ${key} ("${title}")`, async ({ page }) => {
    await signInAs(page, key)
    await page.getByRole('main').getByRole('link', { name: 'Iniciar recenseamento' }).click()
    await expect(h1(page, title)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await checkScreen(page)
  })
}

test('the forms other people meet: the parents asked for, the question before a network goes, a retiree’s benefit, a pensioner’s instituidor', async ({
  page,
}) => {
  allowScreens(2)
  // Perfil of a person whose parents are missing: each field says so.
  await openWizard(page, 'sem-contatos')
  await expect(page.getByText('Este campo deve ser preenchido')).toHaveCount(2)
  await checkScreen(page)

  // A retiree: her Contatos asks before a network is removed; her record shows its benefit.
  await toContacts(page, 'aposentado')
  await page.getByRole('button', { name: /^Remover Facebook/ }).click()
  const question = page.getByRole('dialog', {
    name: 'Tem certeza que você deseja remover este registro?',
  })
  await expect(question).toBeVisible()
  await checkScreen(page)
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await goNextTo(page, 'Dependentes')
  await goNextTo(page, 'Dados Funcionais')
  await expect(page.getByRole('group', { name: 'Dados do benefício' })).toBeVisible()
  await checkScreen(page)

  // A pensioner: the instituidor's data, locked once his CPF was validated.
  await toEmployment(page, 'pensionista')
  await expect(page.getByRole('group', { name: 'Dados pessoais do instituidor' })).toBeVisible()
  await checkScreen(page)
})

/** Every phone of the page's person removed, as another device of hers would remove it. */
async function removePhonesElsewhere(page: Page): Promise<void> {
  const pfId = await pagePersonId(page)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const answer = await fetch(`${MOCK_URL}/social/v1/pessoa-fisica/telefones/${pfId}/`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  })
  const body: unknown = await answer.json()
  const phones: unknown = Reflect.get(Object(Reflect.get(Object(body), 'data')), 'SocialAPI')
  const current: unknown = Reflect.get(Object(phones), 'current')
  expect(Array.isArray(current) && current.length > 0, 'the person has phones').toBe(true)
  for (const phone of current as unknown[]) {
    const telId = Number(Reflect.get(Object(phone), 'tel_id'))
    expect(
      await writeAsAnotherDevice(
        page,
        'DELETE',
        `/social/v1/pessoa-fisica/telefones/${pfId}/${telId}/`,
      ),
    ).toBe(200)
  }
}

test('Perfil after a failure: a refusal and its toast, the draft put back, a save the server keeps failing', async ({
  page,
}) => {
  allowScreens(4)
  await openWizard(page, 'aposentado')
  const profile = `/social/v1/pessoa-fisica/perfil/${await pagePersonId(page)}/`
  const father = page.getByLabel('Nome do pai')
  await father.fill('Raimundo Souza Lima')
  // A refusal (4xx): the toast says so, and the form keeps what she typed.
  await injectFault({ pattern: profile, method: 'PATCH', status: 422, times: 1 })
  await nextButton(page).click()
  await expect(
    page.getByText(
      'Não foi possível realizar esta operação...verifique a sua conexão com a internet e tente novamente!',
    ),
  ).toBeVisible()
  await expect(father).toHaveValue('Raimundo Souza Lima')
  await checkScreen(page)
  // Opened again: what she typed comes back, with the notice and its Descartar.
  await page.reload()
  await expect(
    page.getByText('Recuperamos o que você digitou e ainda não foi salvo.'),
  ).toBeVisible()
  await expect(father).toHaveValue('Raimundo Souza Lima')
  await checkScreen(page)
  // The server fails (503) and goes on failing: the save is kept, she moves on; back on Perfil
  // she reads that it is tried again by itself.
  await injectFault({ pattern: profile, method: 'PATCH', status: 503, times: 100 })
  await nextButton(page).click()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  await expect(
    page.getByText(
      'Perfil: salvo neste aparelho. Será enviado sozinho assim que o servidor responder.',
    ),
  ).toBeVisible()
  await checkScreen(page)
  await previousButton(page).click()
  await expect(activeStep(page, 'Perfil')).toBeFocused()
  await expect(
    page.getByText(
      'O servidor não respondeu. O que você digitou continua aqui, e vamos tentar de novo sozinhos.',
    ),
  ).toBeVisible()
  await checkScreen(page)
})

test('a pensioner types a CPF someone else holds for her instituidor', async ({ page }) => {
  await toEmployment(page, 'pensionista-a-validar')
  const instituidor = page.getByRole('group', { name: 'Dados pessoais do instituidor' })
  await instituidor.getByLabel('CPF').fill('529.982.247-25')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(
    page.getByText('O CPF informado já se encontrado cadastrado e vinculado a outra pessoa!'),
  ).toBeVisible()
  await expect(instituidor.getByText('Este campo deve ser preenchido')).toBeVisible()
  await checkScreen(page)
})

test('Imagens after a failure: an upload whose processing never ends, and REVISAR INCONSISTÊNCIAS', async ({
  page,
}) => {
  allowScreens(2)
  await toImages(page, 'aposentado')
  const foto = imageEntry(page, 'Foto')
  if ((await foto.getAttribute('aria-expanded')) !== 'true') await foto.click()
  // The storage never finishes processing it: after its checks (spec §9), a failure she sees,
  // the file kept with its Tentar novamente and Descartar. The page's clock skips the pauses.
  await setUploadDelay(null)
  await page.clock.install()
  await chooseFile(page.getByRole('main'), pngFile('rosto.png'))
  const retry = page.getByRole('button', { name: 'Tentar novamente' })
  await expect(async () => {
    await page.clock.fastForward(2_000)
    await expect(retry).toBeVisible({ timeout: 250 })
  }).toPass({ intervals: [100, 250, 500], timeout: 20_000 })
  await checkScreen(page)

  // Another device of hers removed every phone: Imagens reads each step again as it opens.
  await removePhonesElsewhere(page)
  await previousButton(page).click()
  await expect(activeStep(page, 'Avaliação')).toBeFocused()
  await goNextTo(page, 'Imagens')
  await expect(page.getByRole('button', { name: 'REVISAR INCONSISTÊNCIAS' })).toBeVisible()
  await expect(
    page.getByText('A etapa Contatos tem pendências: revise-a antes de concluir.'),
  ).toBeVisible()
  await checkScreen(page)
})
