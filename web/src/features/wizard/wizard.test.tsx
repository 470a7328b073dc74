import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { holdAnswers, type MockRoute } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import * as t from '@/text/pt-BR/wizard'
import { draftKey } from '@/lib/drafts'
import { wizardProgress } from './progress'
import { STEPS } from './steps'
import { documentRead, DOCUMENT_READ, sentImage } from './steps/images/test-routes'
import {
  completeDocuments,
  nextButton,
  PATCH_PROFILE,
  person,
  PF_ID,
  previousButton,
  PUT_PNE,
  PUT_RACA,
  stepHeading,
  wizardServer,
} from './test-support'
import { WIZARD_TIMING } from './timing'

const enabled = (element: HTMLElement) => !element.hasAttribute('disabled')
const field = (name: string) => screen.getByLabelText(name)
const waitNextEnabled = () => waitFor(() => expect(enabled(nextButton())).toBe(true))

/** Where the help icon of step `index` leads; it is the only help icon shown (the active step's). */
function helpOf(index: number) {
  expect(screen.getAllByRole('link', { name: /^Ajuda sobre a etapa/ })).toHaveLength(1)
  const title = STEPS[index]?.title ?? ''
  return screen.getByRole('link', { name: t.wizard.help(title) }).getAttribute('href')
}

/** The profile PATCH answering an error `status` (naming `fields`, if any). */
const patchFails = (status: number, fields?: string[]): MockRoute => ({
  method: 'PATCH',
  path: PATCH_PROFILE,
  status,
  body: { error: { status, message: 'x', ...(fields ? { fields } : {}) } },
})

/** The wizard of the default record on step 0, loaded. */
async function openProfile() {
  const server = wizardServer()
  renderApp('/Censo/')
  const user = userEvent.setup()
  await stepHeading(/Perfil/)
  return { server, user }
}

/** Próximo of step 0 once enabled: step 1 becomes the active one. */
async function nextToDocuments(user: UserEvent) {
  await waitNextEnabled()
  await user.click(nextButton())
  await stepHeading(/Documentos \(etapa atual\)/)
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('wizard frame', () => {
  it('shows its title and loading line while the case status is asked, the steps after', async () => {
    wizardServer()
    const release = holdAnswers((url) => url.includes('/recad/v1/higienize-segurado/'))
    renderApp('/Censo/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Recenseamento' })).toBeTruthy()
    expect(screen.getByText(t.wizard.loading)).toBeTruthy()
    expect(screen.queryByRole('list', { name: t.wizard.progress })).toBeNull()
    // The location question shows; its answer waits for the wizard.
    const allow = () => screen.getByRole('button', { name: 'Permitir localização' })
    expect(allow().hasAttribute('disabled')).toBe(true)
    release()
    expect(await stepHeading(/Perfil/)).toBeTruthy()
    expect(allow().hasAttribute('disabled')).toBe(false)
  })

  it('leaves the focus where a key put it while the wizard loaded: the loaded wizard takes none', async () => {
    wizardServer()
    const release = holdAnswers((url) => url.includes('/recad/v1/higienize-segurado/'))
    renderApp('/Censo/')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Recenseamento' })).toBeTruthy()
    // Tab until a control that stays (in the header or the footer) has the focus: where the first
    // Tab lands depends on the tests before (a worker's tests share the page).
    for (let press = 0; press < 30 && !document.activeElement?.closest('header, footer'); press++) {
      await user.tab()
    }
    const focused = document.activeElement
    expect(focused?.closest('header, footer')).toBeTruthy()
    release()
    expect(await stepHeading(/Perfil/)).toBeTruthy()
    expect(document.activeElement).toBe(focused)
  })

  it('shows the seven steps, the help icon of the active one, and step 0 first', async () => {
    wizardServer()
    renderApp('/Censo/')
    expect(await stepHeading(/Perfil/)).toBeTruthy()
    const steps = within(screen.getByRole('list', { name: 'Etapas do recenseamento' }))
    const [first, ...others] = STEPS.map((step) => step.title)
    expect(steps.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      `${first} (etapa atual)`,
      ...others,
    ])
    const help = screen.getByRole('link', { name: 'Ajuda sobre a etapa Perfil' })
    expect(help.getAttribute('href')).toBe('/Tutorial/1/')
    expect(screen.getAllByRole('link', { name: /^Ajuda sobre a etapa/ })).toHaveLength(1)
    expect(previousButton().hasAttribute('disabled')).toBe(true)
  })

  it('enables Próximo only once the step is complete, re-evaluated after the form changes', async () => {
    wizardServer(person({ filiacao: [] }))
    renderApp('/Censo/')
    const user = userEvent.setup()
    const pai = await screen.findByLabelText('Nome do pai')
    // Spec §3: an absent parent is shown 'N/I' (nothing is filled in for them).
    expect(pai.getAttribute('placeholder')).toBe('N/I')
    expect(field('Nome da mãe').getAttribute('placeholder')).toBe('N/I')
    expect(pai).toHaveProperty('value', '')
    // Required fields are marked at once, with the spec's message.
    await waitFor(() => expect(pai.getAttribute('aria-invalid')).toBe('true'))
    const message = document.getElementById(pai.getAttribute('aria-describedby') ?? '')
    expect(message?.textContent).toBe('Este campo deve ser preenchido')
    expect(enabled(nextButton())).toBe(false)
    await user.type(pai, 'Severino Albuquerque')
    await user.type(field('Nome da mãe'), 'Luzia Albuquerque')
    expect(pai.hasAttribute('aria-invalid')).toBe(false)
    await waitNextEnabled()
  })

  it('step 6 without the photo keeps CONCLUIR disabled and says why; Anterior works; each step has its own help icon', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const server = wizardServer(person({ documentos: completeDocuments }), {
      path: DOCUMENT_READ,
      body: documentRead({ eoaedt: [sentImage(301)], b2j5qi: [sentImage(302)] }),
    })
    renderApp('/Censo/')
    const user = userEvent.setup()
    await stepHeading(/Perfil/)
    await waitNextEnabled()
    await user.click(nextButton())
    const documentos = await stepHeading(/Documentos \(etapa atual\)/)
    await waitFor(() => expect(document.activeElement).toBe(documentos))
    // Step 0 was left complete: it is marked done.
    expect(screen.getByRole('heading', { name: 'Perfil (concluída)' })).toBeTruthy()
    // One help icon, the active step's, pointing at its section (/Tutorial/1/ … /Tutorial/7/).
    expect(helpOf(1)).toBe('/Tutorial/2/')
    for (const [index, title] of [
      [2, /Contatos \(etapa atual\)/],
      [3, /Dependentes \(etapa atual\)/],
      // Steps 3 and 5 are always complete; step 4's default record is valid.
      [4, /Dados Funcionais \(etapa atual\)/],
      [5, /Avaliação \(etapa atual\)/],
      [6, /Imagens \(etapa atual\)/],
    ] as const) {
      await waitNextEnabled()
      await user.click(nextButton())
      expect(await stepHeading(title)).toBeTruthy()
      expect(helpOf(index)).toBe(`/Tutorial/${index + 1}/`)
    }
    // Past the re-evaluation after documents: it was judged, and judged incomplete.
    await act(() => vi.advanceTimersByTimeAsync(WIZARD_TIMING.documents + 100))
    const conclude = screen.getByRole('button', { name: 'CONCLUIR' })
    expect(enabled(conclude)).toBe(false)
    expect(
      screen.getByText('Envie a foto e os documentos obrigatórios desta etapa para concluir.'),
    ).toBeTruthy()
    await user.click(previousButton())
    const avaliacao = await stepHeading(/Avaliação \(etapa atual\)/)
    await waitFor(() => expect(document.activeElement).toBe(avaliacao))
    expect(screen.getByRole('heading', { name: 'Imagens (com pendências)' })).toBeTruthy()
    // Nothing changed on step 0: no profile write.
    expect(server.callsTo(PATCH_PROFILE)).toHaveLength(0)
  })
})

describe('wizard resume (a person who stopped and came back)', () => {
  it('opens at the step reached when every step before it is complete; its heading takes the focus', async () => {
    wizardServer(person({ documentos: completeDocuments }))
    wizardProgress.record(PF_ID, 4)
    renderApp('/Censo/')
    const heading = await stepHeading(/^Dados Funcionais \(etapa atual\)/)
    await waitFor(() => expect(document.activeElement).toBe(heading))
    for (const title of ['Perfil', 'Documentos', 'Contatos', 'Dependentes']) {
      expect(screen.getByRole('heading', { name: `${title} (concluída)` })).toBeTruthy()
    }
    const user = userEvent.setup()
    await user.click(previousButton())
    expect(await stepHeading(/^Dependentes \(etapa atual\)/)).toBeTruthy()
    // Going back does not forget how far the person got.
    expect(wizardProgress.reached(PF_ID)).toBe(4)
  })

  it('opens at the first incomplete step before the one reached, and says so in the marks', async () => {
    // The documents were never completed (or changed since): step 1 is where to go on.
    wizardServer(person())
    wizardProgress.record(PF_ID, 5)
    renderApp('/Censo/')
    const heading = await stepHeading(/^Documentos \(etapa atual\)/)
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByRole('heading', { name: 'Perfil (concluída)' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Avaliação' })).toBeTruthy()
    expect(enabled(nextButton())).toBe(false)
  })

  it('a first visit opens at Perfil without moving the focus, and is remembered as it goes', async () => {
    wizardServer(person({ documentos: completeDocuments }))
    renderApp('/Censo/')
    const user = userEvent.setup()
    const perfil = await stepHeading(/^Perfil \(etapa atual\)/)
    expect(document.activeElement).not.toBe(perfil)
    await waitNextEnabled()
    await user.click(nextButton())
    await stepHeading(/^Documentos \(etapa atual\)/)
    expect(wizardProgress.reached(PF_ID)).toBe(1)
  })
})

describe('step 0 Perfil', () => {
  it('disables name, CPF and birth date when the CPF is validated; the degree always', async () => {
    wizardServer(
      person({
        pf_cpf_valid: true,
        pne: { pf_pne: 'fisica', pf_pne_grau: 'LEVE', pf_pne_data: '2015-06-01' },
      }),
    )
    renderApp('/Censo/')
    expect(await screen.findByLabelText('Nome')).toHaveProperty('disabled', true)
    expect(field('CPF')).toHaveProperty('disabled', true)
    expect(field('Data de nascimento')).toHaveProperty('disabled', true)
    expect(field('Grau de Deficiência')).toHaveProperty('disabled', true)
    expect(field('Grau de Deficiência')).toHaveProperty('value', 'LEVE')
    expect(field('Nome do pai')).toHaveProperty('disabled', false)
    expect(screen.getByText('Os campos em amarelo só mudam no instituto.')).toBeTruthy()
  })

  it('marks a stored field that breaks its rule as the step opens, before any change', async () => {
    wizardServer(person({ cpf: '52998224724' }))
    renderApp('/Censo/')
    expect(await screen.findByText('Um CPF válido deve ser informado')).toBeTruthy()
    expect(field('CPF').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the CPF and date messages of the spec', async () => {
    wizardServer()
    renderApp('/Censo/')
    const user = userEvent.setup()
    const cpf = await screen.findByLabelText('CPF')
    expect(cpf).toHaveProperty('value', '529.982.247-25')
    await user.clear(cpf)
    await user.type(cpf, '52998224724')
    expect(await screen.findByText('Um CPF válido deve ser informado')).toBeTruthy()
    const nascimento = field('Data de nascimento')
    await user.clear(nascimento)
    await user.type(nascimento, '31022000')
    expect(await screen.findByText('Uma data válida deve ser informada')).toBeTruthy()
    expect(nascimento.getAttribute('aria-invalid')).toBe('true')
  })

  it('moves on without any call when nothing changed', async () => {
    const { server, user } = await openProfile()
    await nextToDocuments(user)
    expect(server.callsTo(PATCH_PROFILE)).toHaveLength(0)
    expect(server.callsTo(PUT_PNE)).toHaveLength(0)
    expect(server.callsTo(PUT_RACA)).toHaveLength(0)
  })

  it('sends the PATCH when the profile changed, and the disability and ethnicity only when set and changed', async () => {
    const { server, user } = await openProfile()
    await user.selectOptions(field('Gênero'), 'Mulher')
    await user.selectOptions(field('PCD'), 'Deficiência visual')
    await user.type(field('Início da Deficiência'), '01062015')
    await nextToDocuments(user)
    const [patch] = server.callsTo(PATCH_PROFILE)
    expect(patch?.method).toBe('PATCH')
    expect(patch?.body).toMatchObject({
      cpf: '52998224725',
      nascimento: '1968-04-15',
      genero: '1',
      sexo: 'f6rj36',
      device: expect.objectContaining({ lat: -8.0476 }),
    })
    expect(patch?.headers.get('X-Checksum')).toMatch(/^[0-9a-f]{64}$/)
    expect(server.callsTo(PUT_PNE).map((call) => call.body)).toEqual([
      expect.objectContaining({
        pf_pne: 'visual',
        pf_pne_data: '2015-06-01',
        pf_pne_grau: null,
      }),
    ])
    // The ethnicity did not change.
    expect(server.callsTo(PUT_RACA)).toHaveLength(0)
  })

  it('sends only the ethnicity when only the ethnicity changed', async () => {
    const { server, user } = await openProfile()
    await user.selectOptions(field('Etnia'), 'Indígena')
    await nextToDocuments(user)
    expect(server.callsTo(PUT_RACA).map((call) => call.body)).toEqual([
      expect.objectContaining({ pf_racacor: '5' }),
    ])
    expect(server.callsTo(PATCH_PROFILE)).toHaveLength(0)
  })

  it('stays on the step with the catalogue toast when the PATCH fails, keeping the edits locally', async () => {
    const { server, user } = await openProfile()
    server.use(patchFails(405))
    await user.clear(field('Nome do pai'))
    await user.type(field('Nome do pai'), 'Severino A.')
    await waitNextEnabled()
    await user.click(nextButton())
    expect(await screen.findByText('Operação não aplicável a este registro')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Perfil (etapa atual)' })).toBeTruthy()
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(PF_ID, 'perfil'))).toContain('Severino A.'),
    )
  })

  it('says so when the CPF belongs to someone else (400 naming cpf)', async () => {
    const { server, user } = await openProfile()
    server.use(patchFails(400, ['cpf']))
    const cpf = field('CPF')
    await user.clear(cpf)
    await user.type(cpf, '11144477735')
    await waitNextEnabled()
    await user.click(nextButton())
    expect(await screen.findByText(t.wizard.cpfTaken)).toBeTruthy()
  })

  it('restores unsent edits of this person after a reload', async () => {
    wizardServer(person({ filiacao: [] }))
    const first = renderApp('/Censo/')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nome do pai'), 'Severino')
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(PF_ID, 'perfil'))).toContain('Severino'),
    )
    first.unmount()
    renderApp('/Censo/')
    // The restored field and its notice may come in different renders: wait for each.
    await waitFor(() =>
      expect(screen.getByLabelText('Nome do pai')).toHaveProperty('value', 'Severino'),
    )
    expect(await screen.findByText(t.wizard.drafts.restored)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(screen.getByLabelText('Nome do pai')).toHaveProperty('value', ''))
    await waitFor(() => expect(localStorage.getItem(draftKey(PF_ID, 'perfil'))).toBeNull())
  })

  it('shows the author of the last change', async () => {
    wizardServer(
      person({
        document_info: { perfil: { uupfid: 901, data_hora: '2024-09-18T10:42:00-03:00' } },
      }),
    )
    renderApp('/Censo/')
    expect(await screen.findByText(/Carlos Alberto Nunes, em 18\/09\/2024 10:42/)).toBeTruthy()
  })
})
