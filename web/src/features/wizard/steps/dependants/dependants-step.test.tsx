import { statusMessage, type Dependant } from '@censo/contracts'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockRoute } from '@/test/fetch'
import { draftKey } from '@/lib/drafts'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import {
  alertsSay,
  completeDocuments,
  exchangeRoute,
  goToStep,
  metadataWithLists,
  nextButton,
  person,
  PF_ID,
  saved,
  social,
  wizardServer,
} from '@/features/wizard/test-support'
import { wizard } from '@/text/pt-BR/wizard'
import { dependantImages } from '../images/test-routes'

const FILHO = 'p7f1lh'
const CONJUGE = 'p9cj6e'
const { saveFailure, drafts } = wizard
const INSERT = '/social/v1/pessoa-fisica/inserir/'
const LINK = '/social/v1/pessoa-fisica/familia/'
const EXTRAS = '/social/v1/pessoa-fisica/dep-extras/'
const IDENTITY = '/social/v1/pessoa-fisica/identidade/'

const pedro: Dependant = {
  pf_id: 1101,
  cpf: '27364551859',
  nome: 'Pedro Lopes Guimarães',
  nascimento: '2010-05-20',
  parentesco: FILHO,
}
const ricardo: Dependant = {
  pf_id: 1103,
  cpf: null,
  nome: 'Ricardo Guimarães Filho',
  nascimento: '1980-01-22',
  parentesco: CONJUGE,
}

const record = (dependentes: Dependant[]) => person({ documentos: completeDocuments, dependentes })

/** Step 6's reads of these dependants' images (none). */
const imagesOf = (dependentes: Dependant[]): MockRoute[] =>
  dependentes.flatMap((dependant) => dependantImages(dependant.pf_id))

/** The exchange answering these dependants, and their images. */
const withDependants = (dependentes: Dependant[]): MockRoute[] => [
  exchangeRoute(record(dependentes)),
  ...imagesOf(dependentes),
]

const metadataWithKinship = () =>
  metadataWithLists({
    parentescos: [
      { value: FILHO, label: 'Filho' },
      { value: CONJUGE, label: 'Conjuge' },
    ],
  })

/** Opens the wizard on step 3 (steps 0 to 2 complete) with these dependants. */
async function openDependants(dependentes: Dependant[] = [], routes: MockRoute[] = []) {
  const server = wizardServer(
    record(dependentes),
    ...imagesOf(dependentes),
    { path: '/meta/v2/data/censo/', body: metaAnswer(metadataWithKinship()) },
    { method: 'POST', path: LINK, body: saved },
    { method: 'POST', path: EXTRAS, body: saved },
    ...routes,
  )
  renderApp('/Censo/')
  const user = userEvent.setup()
  await goToStep(user, 3)
  return { server, user }
}

const field = (label: string) => screen.getByLabelText(label)

async function fillDaughter(user: ReturnType<typeof userEvent.setup>, cpf = '') {
  await user.click(screen.getByRole('button', { name: 'Adicionar dependente' }))
  await user.type(field('Nome'), 'Beatriz Albuquerque Lima')
  if (cpf) await user.type(field('CPF'), cpf)
  await user.type(field('Data de nascimento'), '30092012')
  await user.selectOptions(field('Sexo'), 'f6rj36')
  await user.selectOptions(field('Parentesco'), FILHO)
  await user.selectOptions(field('Motivo do início da dependência'), '1')
}

const beatriz = (pfId: number, cpf: string | null): Dependant => ({
  pf_id: pfId,
  cpf,
  nome: 'Beatriz Albuquerque Lima',
  nascimento: '2012-09-30',
  parentesco: FILHO,
})

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('step 3 Dependentes', () => {
  it('lists the dependants as cards (CPF or (SEM CPF), birth date, kinship); always complete', async () => {
    await openDependants([pedro, ricardo])
    const list = await screen.findByRole('region', { name: 'Dependentes cadastrados' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('Pedro Lopes Guimarães')).toBeTruthy()
    expect(within(cards[0]!).getByText('273.645.518-59')).toBeTruthy()
    expect(within(cards[0]!).getByText('20/05/2010')).toBeTruthy()
    expect(within(cards[0]!).getByText('Filho')).toBeTruthy()
    expect(within(cards[1]!).getByText('(SEM CPF)')).toBeTruthy()
    expect(within(cards[1]!).getByText('Conjuge')).toBeTruthy()
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
  })

  it('says when there is nobody yet', async () => {
    await openDependants()
    expect(await screen.findByText('Nenhum dependente cadastrado.')).toBeTruthy()
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
  })

  it('creates a dependant as §4 says: Filho copies the birth date, then the link, extras and identity', async () => {
    const { server, user } = await openDependants()
    await fillDaughter(user, '62401827021')
    const add = screen.getByRole('button', { name: 'Cancelar' })
    expect(add.getAttribute('aria-expanded')).toBe('true')
    expect(field('Data de início da dependência')).toHaveProperty('value', '30/09/2012')
    await user.type(field('Número do RG'), '1234567')
    await user.type(field('Data de emissão'), '10012020')
    await user.selectOptions(field('UF'), 'PE')
    await user.selectOptions(field('Órgão emissor'), 'SDS')
    server.use(
      { method: 'POST', path: INSERT, body: social({ pf_id: 1201 }) },
      { method: 'POST', path: IDENTITY, body: saved },
      ...withDependants([beatriz(1201, '62401827021')]),
    )
    await user.click(screen.getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText('Beatriz Albuquerque Lima')).toBeTruthy()
    expect(screen.getByText('624.018.270-21')).toBeTruthy()
    expect(server.callsTo(INSERT)[0]?.body).toMatchObject({
      nome: 'Beatriz Albuquerque Lima',
      cpf: '62401827021',
      sexo: 'f6rj36',
      nascimento: '2012-09-30',
    })
    expect(server.callsTo(LINK)[0]?.body).toMatchObject({ pf_id: PF_ID, ref_id: 1201, clas: FILHO })
    await waitFor(() => expect(server.callsTo(EXTRAS)).toHaveLength(1))
    expect(server.callsTo(EXTRAS)[0]?.body).toMatchObject({
      parent_id: PF_ID,
      pf_id: 1201,
      rel: FILHO,
      data_inicio_dep: '2012-09-30',
      motivo_inicio_dep: 1,
      dep_irrf: 'N',
      dep_previdenciario: 'S',
      observacao: null,
    })
    expect(server.callsTo(IDENTITY)[0]?.body).toMatchObject({
      pf_id: 1201,
      pf_rg: '1234567',
      pf_rg_emissao: '2020-01-10',
    })
    expect(screen.getByRole('button', { name: 'Adicionar dependente' })).toBeTruthy()
  })

  it('keeps a dependant typed and not saved: after a reload the form opens with it; offline SALVAR keeps it waiting on the device, sent by itself once online', async () => {
    await openDependants()
    const user = userEvent.setup()
    await fillDaughter(user, '62401827021')
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(PF_ID, 'dependentes:novo'))).toContain('Beatriz'),
    )
    cleanup()

    const { server } = await openDependants()
    expect(field('Nome')).toHaveProperty('value', 'Beatriz Albuquerque Lima')
    expect(field('CPF')).toHaveProperty('value', '624.018.270-21')
    expect(field('Data de início da dependência')).toHaveProperty('value', '30/09/2012')
    expect(screen.getByText(drafts.restored)).toBeTruthy()

    // Offline, SALVAR keeps the dependant on the device: its card shows at once, waiting.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await user.click(screen.getByRole('button', { name: 'SALVAR' }))
    const card = (await screen.findByText('Beatriz Albuquerque Lima')).closest('li')
    expect(card?.textContent).toContain(wizard.saves.waiting)
    expect(screen.getByText(wizard.saves.queued('Beatriz Albuquerque Lima'))).toBeTruthy()
    expect(server.callsTo(INSERT)).toHaveLength(0)
    expect(localStorage.getItem(draftKey(PF_ID, 'dependentes:novo'))).toBeNull()

    // Back online it goes by itself, once: made from a draft that came back after a reload, it
    // reads the list first (its own first save may have reached the server).
    server.use(
      { method: 'POST', path: INSERT, body: social({ pf_id: 1201 }) },
      ...withDependants([beatriz(1201, '62401827021')]),
      { ...exchangeRoute(record([])), times: 1 },
    )
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(screen.queryByText(wizard.saves.waiting)).toBeNull())
    expect(screen.getByText('Beatriz Albuquerque Lima')).toBeTruthy()
    expect(server.callsTo(INSERT)).toHaveLength(1)
  })

  it('says a dependant came back from its draft; Descartar, by keyboard, empties the form and drops the draft', async () => {
    await openDependants()
    const user = userEvent.setup()
    await fillDaughter(user, '62401827021')
    const key = draftKey(PF_ID, 'dependentes:novo')
    await waitFor(() => expect(localStorage.getItem(key)).toContain('Beatriz'))
    cleanup()

    await openDependants()
    // The add form is open (its Cancelar), with what was typed, and says so in a status region.
    expect(screen.getByRole('button', { name: wizard.cancel })).toBeTruthy()
    expect(field('Nome')).toHaveProperty('value', 'Beatriz Albuquerque Lima')
    const [notice, ...others] = screen
      .getAllByRole('status')
      .filter((region) => region.textContent?.includes(drafts.restored))
    expect(others).toHaveLength(0)
    if (!notice) throw new Error('no status region says the draft came back')
    within(notice).getByRole('button', { name: drafts.discard }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(field('Nome')).toHaveProperty('value', ''))
    expect(screen.queryByText(drafts.restored)).toBeNull()
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('keeps SALVAR disabled until the six fields of §5 are there, and sends no identity when incomplete', async () => {
    const { server, user } = await openDependants()
    await user.click(screen.getByRole('button', { name: 'Adicionar dependente' }))
    expect(screen.getByRole('button', { name: 'SALVAR' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await fillDaughter(user)
    await user.type(field('Número do RG'), '1234567')
    server.use(
      { method: 'POST', path: INSERT, body: social({ pf_id: 1202 }) },
      ...dependantImages(1202),
    )
    await user.click(screen.getByRole('button', { name: 'SALVAR' }))
    await waitFor(() => expect(server.callsTo(EXTRAS)).toHaveLength(1))
    expect(server.callsTo(INSERT)[0]?.body).toMatchObject({ cpf: null })
    expect(server.callsTo(IDENTITY)).toHaveLength(0)
  })

  it('retries a creation answered 400 once, without the CPF (§8)', async () => {
    const { server, user } = await openDependants()
    await fillDaughter(user, '36925814755')
    server.use(
      { method: 'POST', path: INSERT, body: social({ pf_id: 1203 }) },
      // What the mock answers a CPF that is someone's already.
      {
        method: 'POST',
        path: INSERT,
        status: 400,
        body: { error: { status: 400, message: statusMessage(400), fields: ['cpf'] } },
        times: 1,
      },
      ...withDependants([beatriz(1203, null)]),
    )
    await user.click(screen.getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText('(SEM CPF)')).toBeTruthy()
    const inserts = server.callsTo(INSERT)
    expect(inserts).toHaveLength(2)
    expect(inserts[0]?.body).toMatchObject({ cpf: '36925814755' })
    expect(inserts[1]?.body).toMatchObject({ cpf: null })
  })

  it('shows the connection toast on a refusal, stops loading and keeps what was typed', async () => {
    const { server, user } = await openDependants()
    await fillDaughter(user)
    server.use({ method: 'POST', path: INSERT, status: 422, body: { error: { status: 422 } } })
    await user.click(screen.getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(field('Nome')).toHaveProperty('value', 'Beatriz Albuquerque Lima')
    expect(server.callsTo(LINK)).toHaveLength(0)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'SALVAR' })).toHaveProperty('disabled', false),
    )
  })

  it('treats a creation answered without the pf_id it needs as a failure, and says which field', async () => {
    const developer = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { server, user } = await openDependants()
    await fillDaughter(user)
    // A 2xx whose body lacks the one field the app reads (it links the new person by it).
    server.use({ method: 'POST', path: INSERT, body: { data: { SocialAPI: { id: 77 } } } })
    await user.click(screen.getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(field('Nome')).toHaveProperty('value', 'Beatriz Albuquerque Lima')
    expect(server.callsTo(LINK)).toHaveLength(0)
    expect(developer).toHaveBeenCalledWith('v1/pessoa-fisica/inserir/', [
      expect.objectContaining({ path: ['data', 'SocialAPI', 'pf_id'] }),
    ])
  })

  it('swallows failures of the link, extras and identity (§8): the card still comes, no toast', async () => {
    const { server, user } = await openDependants()
    await fillDaughter(user)
    await user.type(field('Número do RG'), '1234567')
    await user.type(field('Data de emissão'), '10012020')
    await user.selectOptions(field('UF'), 'PE')
    await user.selectOptions(field('Órgão emissor'), 'SDS')
    const failed = { status: 500, body: { error: { status: 500 } } }
    server.use(
      { method: 'POST', path: INSERT, body: social({ pf_id: 1204 }) },
      { method: 'POST', path: LINK, ...failed },
      { method: 'POST', path: EXTRAS, ...failed },
      { method: 'POST', path: IDENTITY, ...failed },
      ...withDependants([beatriz(1204, null)]),
    )
    await user.click(screen.getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText('Beatriz Albuquerque Lima')).toBeTruthy()
    await waitFor(() => expect(server.callsTo(IDENTITY)).toHaveLength(1))
    expect(server.callsTo(LINK)).toHaveLength(1)
    expect(server.callsTo(EXTRAS)).toHaveLength(1)
    expect(screen.queryByText(saveFailure)).toBeNull()
    // No alert says anything: neither a toast nor the wizard's load failure.
    expect(alertsSay()).toBe('')
  })

  it('swallows a refused removal (§8): no toast', async () => {
    const { server, user } = await openDependants([pedro, ricardo])
    const removal = `${LINK}${PF_ID}/${ricardo.pf_id}/`
    server.use({ method: 'DELETE', path: removal, status: 400, body: { error: { status: 400 } } })
    await user.click(await screen.findByRole('button', { name: 'Remover Ricardo Guimarães Filho' }))
    await waitFor(() => expect(server.callsTo(removal)).toHaveLength(1))
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remover Ricardo Guimarães Filho' }),
      ).toHaveProperty('disabled', false),
    )
    expect(screen.queryByText(saveFailure)).toBeNull()
    // No alert says anything: neither a toast nor the wizard's load failure.
    expect(alertsSay()).toBe('')
  })

  it('removes a dependant by its delete icon, with its kinship', async () => {
    const { server, user } = await openDependants([pedro, ricardo])
    server.use(
      { method: 'DELETE', path: `${LINK}${PF_ID}/${ricardo.pf_id}/`, body: saved },
      ...withDependants([pedro]),
    )
    await user.click(await screen.findByRole('button', { name: 'Remover Ricardo Guimarães Filho' }))
    await waitFor(() => expect(screen.queryByText('Ricardo Guimarães Filho')).toBeNull())
    expect(server.callsTo(`${LINK}${PF_ID}/${ricardo.pf_id}/`)[0]?.body).toMatchObject({
      clas: CONJUGE,
    })
  })
})

describe('step 3 Dependentes by keyboard alone', () => {
  it('adds a dependant with each field reached by Tab in order; a server failure keeps what was typed, says so, and sends it by itself (ADR 028)', async () => {
    const { server, user } = await openDependants(
      [],
      [
        { method: 'POST', path: INSERT, body: social({ pf_id: 1205 }) },
        { method: 'POST', path: INSERT, status: 503, body: {}, times: 1 },
      ],
    )
    const add = screen.getByRole('button', { name: 'Adicionar dependente' })
    for (let presses = 0; presses < 60 && document.activeElement !== add; presses++) {
      await user.tab()
    }
    expect(document.activeElement).toBe(add)
    await user.keyboard('{Enter}')
    await user.tab()
    expect(document.activeElement).toBe(field('Nome'))
    await user.keyboard('Caio Lopes Guimarães')
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(field('Data de nascimento'))
    await user.keyboard('01022015')
    await user.tab()
    // Native selects: reached by Tab, their options the browser's own keyboard chooses.
    expect(document.activeElement).toBe(field('Sexo'))
    await user.selectOptions(field('Sexo'), 'm6rj36')
    await user.tab()
    expect(document.activeElement).toBe(field('Parentesco'))
    await user.selectOptions(field('Parentesco'), FILHO)
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(field('Motivo do início da dependência'))
    await user.selectOptions(field('Motivo do início da dependência'), '1')
    expect(field('Data de início da dependência')).toHaveProperty('value', '01/02/2015')
    const save = screen.getByRole('button', { name: 'SALVAR' })
    for (let presses = 0; presses < 30 && document.activeElement !== save; presses++) {
      await user.tab()
    }
    expect(document.activeElement).toBe(save)
    await user.keyboard('{Enter}')
    expect(await screen.findByText(wizard.saves.retrying)).toBeTruthy()
    expect(field('Nome')).toHaveProperty('value', 'Caio Lopes Guimarães')
    // The server did not keep it: before sending again the list is read, without him; once
    // saved, the list has him.
    const caio: Dependant = {
      pf_id: 1205,
      cpf: null,
      nome: 'Caio Lopes Guimarães',
      nascimento: '2015-02-01',
      parentesco: FILHO,
    }
    server.use(...withDependants([caio]), { ...exchangeRoute(record([])), times: 1 })
    const list = await screen.findByRole(
      'region',
      { name: 'Dependentes cadastrados' },
      { timeout: 6_000 },
    )
    const card = await within(list).findByText('Caio Lopes Guimarães')
    expect(card.closest('li')?.textContent).toContain('01/02/2015')
    expect(screen.queryByText(saveFailure)).toBeNull()
    expect(server.callsTo(INSERT)).toHaveLength(2)
    expect(server.callsTo(INSERT)[1]?.body).toMatchObject({
      nome: 'Caio Lopes Guimarães',
      nascimento: '2015-02-01',
      sexo: 'm6rj36',
    })
    expect(server.callsTo(EXTRAS)[0]?.body).toMatchObject({
      pf_id: 1205,
      rel: FILHO,
      data_inicio_dep: '2015-02-01',
      motivo_inicio_dep: 1,
    })
  })
})
