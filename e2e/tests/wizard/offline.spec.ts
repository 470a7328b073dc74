import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible, pagePersonId, writeAsAnotherDevice } from '../../support'
import { contactSection, openAdd, saveContact, toContacts } from '../../wizard/contacts'
import { beatriz, dependantCard, fillDependant, toDependants } from '../../wizard/dependants'
import { deviceCopy, keptOnDevice, workerInControl } from '../../wizard/device'
import { activeStep, openWizard } from '../../wizard/frame'
import {
  imageEntry,
  pngFile,
  sendEverythingMissing,
  setUploadDelay,
  toImages,
} from '../../wizard/images'

/** The census goes on without a connection (docs/decisions/028). */

const waiting = 'Será enviado quando a conexão voltar.'
const bothSent = 'As 2 alterações salvas neste aparelho foram enviadas.'
const EMAIL = 'lucia.batista@exemplo.com.br'
const offlineLine =
  'Você está sem conexão. Estes são os seus dados como foram lidos por último neste aparelho.'

/** On step 2, with no network: an e-mail saved, waiting on the device. Answers its section. */
async function saveEmailOffline(page: Page) {
  await page.context().setOffline(true)
  const emails = contactSection(page, 'Email')
  await openAdd(emails, 'Adicionar email', { Email: EMAIL, Classificação: 'I' })
  await saveContact(emails)
  await expect(emails.getByText(waiting).first()).toBeVisible()
  return emails
}

test('the wizard opened online once opens again with no network, with the person data and the offline line', async ({
  page,
  context,
}) => {
  allowScreens(3)
  await openWizard(page, 'aposentado')
  const name = page.getByLabel('Nome', { exact: true })
  await expect(name).not.toHaveValue('')
  const typedName = await name.inputValue()
  await keptOnDevice(page, 'telefones')

  await context.setOffline(true)
  await page.reload()
  await expect(activeStep(page, 'Perfil')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: offlineLine })).toBeVisible()
  await expect(name).toHaveValue(typedName)
  await expectAccessible(page)

  // Back online, the line goes by itself.
  await context.setOffline(false)
  await expect(page.getByText(offlineLine)).toHaveCount(0)
  await expect(activeStep(page, 'Perfil')).toBeVisible()
})

test('an e-mail and a phone saved offline wait on the device across a reload, then go by themselves, in order, once each', async ({
  page,
  context,
  journal,
}) => {
  allowScreens(4)
  await toContacts(page, 'documentos-feminino')
  await keptOnDevice(page, 'telefones')
  await journal.clear()

  const phoneHeading = page.getByRole('heading', { level: 3, name: /^Telefone/ })
  await expect(phoneHeading).toHaveText(/incompleto/)
  const emails = await saveEmailOffline(page)
  const emailCard = emails.getByRole('listitem').filter({ hasText: EMAIL })
  await expect(emailCard.getByText(waiting)).toBeVisible()
  const phones = contactSection(page, 'Telefone')
  await openAdd(phones, 'Adicionar telefone', { Número: '81988776655', Classificação: 'R' })
  await saveContact(phones)
  const phoneCard = phones.getByRole('listitem').filter({ hasText: '(81) 98877-6655' })
  await expect(phoneCard.getByText(waiting)).toBeVisible()
  // Recife requires a phone: the one waiting counts.
  await expect(phoneHeading).toHaveText(/\(completo\)/)
  await expect.poll(() => deviceCopy(page)).toContain('98877')
  await expectAccessible(page)

  // A reload with no network (a tab the phone discarded): the wizard, the saves still waiting.
  await page.reload()
  await expect(activeStep(page, 'Contatos')).toBeVisible()
  await expect(emailCard.getByText(waiting)).toBeVisible()
  await expect(phoneCard.getByText(waiting)).toBeVisible()
  await expect.poll(() => journal.summary()).toEqual([])

  await context.setOffline(false)
  await expect(page.getByText(waiting)).toHaveCount(0, { timeout: 20_000 })
  await expect(emailCard).toBeVisible()
  await expect(phoneCard).toBeVisible()
  // The marks leave the cards silently: a toast says what went, once both have.
  await expect(page.getByRole('status').getByText(bothSent)).toBeVisible()
  await expect
    .poll(() => journal.summary())
    .toEqual([
      'POST /social/v1/pessoa-fisica/emails/ 200',
      'POST /social/v1/pessoa-fisica/telefones/ 200',
    ])
})

test('a dependant saved offline waits on the device across a reload, then is created once', async ({
  page,
  context,
  journal,
}) => {
  allowScreens(3)
  await toDependants(page, 'com-dependentes')
  await keptOnDevice(page, 'dependants')
  await journal.clear()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Adicionar dependente' }).click()
  await fillDependant(page, beatriz)
  await page.getByRole('button', { name: 'SALVAR' }).click()
  const card = dependantCard(page, beatriz.nome)
  await expect(card.getByText(waiting)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Adicionar dependente' })).toBeVisible()
  await expect.poll(() => deviceCopy(page)).toContain(beatriz.nome)
  await expectAccessible(page)

  await page.reload()
  await expect(activeStep(page, 'Dependentes')).toBeVisible()
  await expect(card.getByText(waiting)).toBeVisible()

  await context.setOffline(false)
  await expect(card.getByText(waiting)).toHaveCount(0, { timeout: 20_000 })
  await expect(card).toBeVisible()
  const inserts = (await journal.summary()).filter((line) => line.includes('/inserir/'))
  expect(inserts).toEqual(['POST /social/v1/pessoa-fisica/inserir/ 200'])
})

test('a photo taken offline waits on the device across a reload, then is uploaded and attached once; CONCLUIR waits for it', async ({
  page,
  context,
  journal,
}) => {
  allowScreens(3)
  test.slow()
  await setUploadDelay(0)
  await toImages(page, 'com-dependentes')
  await sendEverythingMissing(page)
  const conclude = page.getByRole('button', { name: 'CONCLUIR' })
  await expect(conclude).toBeEnabled()
  const photo = imageEntry(page, 'Foto')
  const panel = page.getByRole('region', { name: /^1 Foto/ })
  await photo.click()
  const sent = await panel.getByRole('img', { name: /^Foto: imagem \d+$/ }).count()
  await keptOnDevice(page, 'photos')
  await journal.clear()

  await context.setOffline(true)
  await panel.getByLabel('Tirar foto').setInputFiles(pngFile('rosto.png'))
  const kept = panel
    .getByRole('listitem')
    .filter({ hasText: 'Foto: arquivo 1 guardado neste aparelho' })
  await expect(kept).toContainText(waiting)
  await expect(conclude).toBeDisabled()
  await expect(page.getByText('Sem conexão: para concluir, conecte-se à internet.')).toBeVisible()
  await expectAccessible(page)

  // A reload with no network: the photo still waits, nothing was sent.
  await page.reload()
  await expect(activeStep(page, 'Imagens')).toBeVisible()
  if ((await photo.getAttribute('aria-expanded')) !== 'true') await photo.click()
  await expect(kept).toContainText(waiting)
  await expect.poll(() => journal.summary()).toEqual([])

  // Back online: uploaded, its status checked, attached once; its mark goes, CONCLUIR comes on.
  await context.setOffline(false)
  await expect(kept).toHaveCount(0, { timeout: 20_000 })
  await expect(panel.getByRole('img', { name: `Foto: imagem ${sent + 1}` })).toBeVisible()
  await expect(conclude).toBeEnabled()
  await expect
    .poll(() => journal.summary())
    .toEqual(['POST /storage/v2/upload/1013/ 200', 'POST /social/v1/pessoa-fisica/foto/ 200'])
})

test('a case locked meanwhile: back online, /Status/ takes over and says which save was not sent', async ({
  page,
  context,
  journal,
}) => {
  allowScreens(3)
  await toContacts(page, 'documentos-feminino')
  await keptOnDevice(page, 'telefones')

  await saveEmailOffline(page)
  // Meanwhile the case is sent for checking from another device (CONCLUIR there).
  const pfId = await pagePersonId(page)
  expect(
    await writeAsAnotherDevice(page, 'POST', '/recad/v1/higienize-segurado/', {
      pf_id: pfId,
      status: 'locked',
    }),
  ).toBe(200)
  await journal.clear()

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Agora é com a gente!' })).toBeVisible({
    timeout: 20_000,
  })
  const unsent = page.getByRole('region', { name: 'Alterações não enviadas' })
  await expect(unsent.getByText(`Email: ${EMAIL}`)).toBeVisible()
  await expectAccessible(page)
  const emailWrites = (await journal.summary()).filter((line) => line.includes('/emails/'))
  expect(emailWrites).toEqual(['POST /social/v1/pessoa-fisica/emails/ 405'])
  await unsent.getByRole('button', { name: 'Entendi' }).click()
  await expect(unsent).toHaveCount(0)
})

test('Sair with a save still waiting asks first; leaving removes the person from the device', async ({
  page,
  context,
}) => {
  allowScreens(3)
  await toContacts(page, 'documentos-feminino')
  await workerInControl(page)
  const emails = await saveEmailOffline(page)
  await expect.poll(() => deviceCopy(page)).toContain('lucia.batista')

  const sair = page.getByRole('button', { name: 'Sair' }).first()
  await sair.click()
  const question = page.getByRole('dialog', { name: 'Você tem 1 alteração ainda não enviada' })
  await expect(question).toBeVisible()
  await expectAccessible(page)
  await question.getByRole('button', { name: 'Continuar aqui' }).click()
  await expect(question).toHaveCount(0)
  await expect(emails.getByText(waiting)).toBeVisible()

  await sair.click()
  await page.getByRole('button', { name: 'Sair e apagar' }).click()
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  await expect.poll(() => deviceCopy(page)).toBe('[]')
  await context.setOffline(false)
})
