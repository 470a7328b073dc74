import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import {
  AUTHOR_ID,
  completeDocuments,
  COURSES,
  exchangeRoute,
  goToStep,
  nextButton,
  noDocuments,
  person,
  PF_ID,
  wizardServer,
} from '@/features/wizard/test-support'
import { wizard } from '@/text/pt-BR/wizard'
import { documentsTexts } from './texts'
import { sampleDocuments } from '@censo/fixtures/samples/documents'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import type { DocumentsRecord, ExchangePerson } from '@censo/contracts'
import { draftKey } from '@/lib/drafts'
import { toast } from '@/components/ui/toast'
import { accessibleDescription, goOnline } from '@/test/network'

const IDENTITY = '/social/v1/pessoa-fisica/identidade/'
const PPN = '/social/v1/pessoa-fisica/ppn/'
const POST_COURSE = '/social/v1/pessoa-fisica/cursos/'
const { rg } = sampleDocuments

/** Opens the wizard on step 1 (the profile is complete and unchanged). */
async function openDocuments(record: ExchangePerson = person()) {
  const server = wizardServer(record)
  renderApp('/Censo/')
  const user = userEvent.setup()
  await goToStep(user, 1)
  return { server, user }
}

const { saveFailure, drafts } = wizard

const section = (name: RegExp) => screen.getByRole('button', { name })
const region = (name: RegExp) => screen.getByRole('region', { name })

/** Opens section `number` by its header ("1 Identidade"…) and answers its region. */
async function openSection(user: UserEvent, number: number, title: string) {
  await user.click(section(new RegExp(`^${number} ${title}`)))
  return region(new RegExp(title))
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** A degree the person has: her master's. */
const MASTERS = {
  curso_id: 9001,
  pf_curso_grau: 'M' as const,
  pf_curso_situacao: 'C' as const,
  pf_curso: 'Mestrado em Administração Pública',
  pf_curso_ano_conclusao: '2005',
}

describe('step 1 Documentos', () => {
  it('shows 8 sections with a check when complete and an error mark when required and missing', async () => {
    await openDocuments(person({ documentos: { ...noDocuments, rg } }))
    const names = screen
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent)
      .filter((name) => /^\d/.test(name ?? ''))
    expect(names).toEqual([
      '1Identidade (completo)',
      '2PIS/PASEP/NIT (obrigatório, incompleto)',
      '3CNH (obrigatório, incompleto)',
      '4Título de eleitor (obrigatório, incompleto)',
      '5Certidão de nascimento',
      '6Conselho de classe',
      '7Reservista',
      '8Formação acadêmica',
    ])
  })

  it('SALVAR of an unchanged section makes no call, closes it and opens the next', async () => {
    const { server, user } = await openDocuments(person({ documentos: { ...noDocuments, rg } }))
    const identity = await openSection(user, 1, 'Identidade')
    expect(within(identity).getByLabelText('Número do RG')).toHaveProperty('value', '4455667')
    await user.click(within(identity).getByRole('button', { name: 'SALVAR' }))
    await waitFor(() => expect(section(/^2 PIS/).getAttribute('aria-expanded')).toBe('true'))
    expect(section(/^1 Identidade/).getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(section(/^2 PIS/))
    expect(server.callsTo(IDENTITY)).toHaveLength(0)
  })

  it('saves a changed section in ISO form and re-evaluates its mark', async () => {
    const { server, user } = await openDocuments()
    const identity = await openSection(user, 1, 'Identidade')
    const save = within(identity).getByRole('button', { name: 'SALVAR' })
    expect(save.hasAttribute('disabled')).toBe(true)
    expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Preencha os campos obrigatórios para salvar.',
    )
    await user.type(within(identity).getByLabelText('Número do RG'), '4455667')
    await user.type(within(identity).getByLabelText('Data de emissão'), '21072015')
    await user.selectOptions(within(identity).getByLabelText('UF'), 'Pernambuco')
    expect(save.hasAttribute('disabled')).toBe(true)
    await user.selectOptions(within(identity).getByLabelText('Órgão emissor'), 'SSP')
    server.use({
      method: 'POST',
      path: '/social/v1/pessoa-fisica/exchange/',
      body: {
        data: {
          SocialAPI: {
            [String(PF_ID)]: person({
              documentos: { ...noDocuments, rg: { ...rg, pf_rg_ent_classe_meta: 'SSP' } },
            }),
          },
        },
      },
    })
    await user.click(save)
    await waitFor(() => expect(server.callsTo(IDENTITY)).toHaveLength(1))
    expect(server.callsTo(IDENTITY)[0]?.body).toMatchObject({
      pf_id: PF_ID,
      ...rg,
      pf_rg_ent_classe_meta: 'SSP',
    })
    await waitFor(() => expect(section(/^1 Identidade \(completo\)/)).toBeTruthy())
    expect(section(/^2 PIS/).getAttribute('aria-expanded')).toBe('true')
  })

  it('marks a field with its message once left empty or invalid', async () => {
    const { user } = await openDocuments()
    const cnh = await openSection(user, 3, 'CNH')
    const validade = within(cnh).getByLabelText('Validade')
    await user.type(validade, '31022030')
    await user.tab()
    expect(validade.getAttribute('aria-invalid')).toBe('true')
    expect(within(cnh).getByText('Uma data válida deve ser informada')).toBeTruthy()
    const numero = within(cnh).getByLabelText('Número da CNH')
    await user.click(numero)
    await user.tab()
    expect(within(cnh).getByText('Este campo deve ser preenchido')).toBeTruthy()
    expect(within(cnh).getByLabelText('Observações')).toHaveProperty('maxLength', 35)
  })

  it('PIS/PASEP/NIT can always be saved; it refuses more than 11 digits', async () => {
    const { server, user } = await openDocuments()
    const pis = await openSection(user, 2, 'PIS')
    const save = within(pis).getByRole('button', { name: 'SALVAR' })
    expect(save.hasAttribute('disabled')).toBe(false)
    const numero = within(pis).getByLabelText('Número do PIS/PASEP/NIT')
    expect(numero).toHaveProperty('maxLength', 11)
    await user.type(numero, '12054378910')
    await user.click(save)
    await waitFor(() => expect(server.callsTo('/social/v1/pessoa-fisica/ppn/')).toHaveLength(1))
    expect(server.callsTo('/social/v1/pessoa-fisica/ppn/')[0]?.body).toMatchObject({
      pf_ppn: '12054378910',
      pf_ppn_emissao: null,
    })
  })

  it('a server failure keeps what was typed, says so, and sends it again by itself (ADR 028)', async () => {
    const { server, user } = await openDocuments(person({ documentos: { ...noDocuments, rg } }))
    // A 503 once, then the default answer.
    server.use({ method: 'POST', path: IDENTITY, status: 503, body: {}, times: 1 })
    const identity = await openSection(user, 1, 'Identidade')
    const numero = within(identity).getByLabelText('Número do RG')
    await user.clear(numero)
    await user.type(numero, '999')
    await user.click(within(identity).getByRole('button', { name: 'SALVAR' }))
    expect(await within(identity).findByText(wizard.saves.retrying)).toBeTruthy()
    expect(numero).toHaveProperty('value', '999')
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toContain('999')
    // Made with no tap once the server answers: the section closes, the next one opens.
    await waitFor(() => expect(section(/^2 PIS/).getAttribute('aria-expanded')).toBe('true'), {
      timeout: 6_000,
    })
    expect(server.callsTo(IDENTITY)).toHaveLength(2)
    expect(server.callsTo(IDENTITY).at(-1)?.body).toMatchObject({ pf_rg: '999' })
    expect(screen.queryByText(saveFailure)).toBeNull()
    expect(screen.queryByText(wizard.saves.waiting)).toBeNull()
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toBeNull()
  })

  it('a refusal shows the toast and keeps what was typed to be corrected (ADR 028, not §8 re-initialised)', async () => {
    const { server, user } = await openDocuments(person({ documentos: { ...noDocuments, rg } }))
    server.use({
      method: 'POST',
      path: IDENTITY,
      status: 400,
      body: { error: { status: 400, message: 'Requisição inválida' } },
    })
    const identity = await openSection(user, 1, 'Identidade')
    const numero = within(identity).getByLabelText('Número do RG')
    await user.clear(numero)
    await user.type(numero, '999')
    await user.click(within(identity).getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(server.callsTo(IDENTITY)).toHaveLength(1)
    expect(numero).toHaveProperty('value', '999')
    expect(section(/^1 Identidade/).getAttribute('aria-expanded')).toBe('true')
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toContain('999')
    // The refusal was told: no mark stays on the section for it.
    expect(screen.queryByText(/^Não enviado/)).toBeNull()
    await waitFor(() =>
      expect(within(identity).getByRole('button', { name: 'SALVAR' })).toHaveProperty(
        'disabled',
        false,
      ),
    )
  })

  it('keeps what was typed in a section: after a reload the section opens with it and a notice; Descartar puts the loaded values back', async () => {
    const record = person({ documentos: { ...noDocuments, rg } })
    await openDocuments(record)
    const user = userEvent.setup()
    await user.click(section(/^1 Identidade/))
    const numero = within(region(/Identidade/)).getByLabelText('Número do RG')
    await user.clear(numero)
    await user.type(numero, '8877')
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toContain('8877'),
    )
    cleanup()

    await openDocuments(record)
    const identity = region(/Identidade/)
    expect(within(identity).getByLabelText('Número do RG')).toHaveProperty('value', '8877')
    expect(within(identity).getByText(drafts.restored)).toBeTruthy()
    await user.click(within(identity).getByRole('button', { name: 'Descartar' }))
    expect(within(identity).getByLabelText('Número do RG')).toHaveProperty('value', '4455667')
    expect(within(identity).queryByText(drafts.restored)).toBeNull()
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toBeNull()
  })

  it('offline, SALVAR keeps the document on the device: the section is marked waiting and counts; back online it is sent once by itself (ADR 028)', async () => {
    const documentos = { ...completeDocuments, ppn: noDocuments.ppn }
    const { server, user } = await openDocuments(person({ documentos }))
    expect(section(/^2 PIS\/PASEP\/NIT \(obrigatório, incompleto\)/)).toBeTruthy()
    goOnline(false)
    const pis = await openSection(user, 2, 'PIS')
    await user.type(within(pis).getByLabelText('Número do PIS/PASEP/NIT'), '12054378910')
    await user.click(within(pis).getByRole('button', { name: 'SALVAR' }))
    // The section closes as after a save, the next one opens; its header says it waits.
    await waitFor(() => expect(section(/^3 CNH/).getAttribute('aria-expanded')).toBe('true'))
    const header = section(/^2 PIS\/PASEP\/NIT \(completo\)/)
    expect(header.getAttribute('aria-expanded')).toBe('false')
    expect(accessibleDescription(header)).toBe(wizard.saves.waiting)
    expect(screen.getByText(wizard.saves.queued('PIS/PASEP/NIT'))).toBeTruthy()
    expect(screen.queryByText(drafts.offline)).toBeNull()
    expect(server.callsTo(PPN)).toHaveLength(0)
    // The draft stays until the save is made; opened again, the section shows what waits.
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:ppn'))).toContain('12054378910')
    const again = await openSection(user, 2, 'PIS')
    expect(within(again).getByLabelText('Número do PIS/PASEP/NIT')).toHaveProperty(
      'value',
      '12054378910',
    )
    // The one waiting counts for the step.
    await waitFor(() => expect(nextEnabled()).toBe(true), { timeout: 3_000 })

    server.use(
      exchangeRoute(
        person({
          documentos: { ...documentos, ppn: { pf_ppn: '12054378910', pf_ppn_emissao: null } },
        }),
      ),
    )
    goOnline(true)
    await waitFor(() => expect(screen.queryByText(wizard.saves.waiting)).toBeNull())
    expect(server.callsTo(PPN)).toHaveLength(1)
    expect(server.callsTo(PPN)[0]?.body).toMatchObject({ pf_ppn: '12054378910' })
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:ppn'))).toBeNull()
    expect(section(/^2 PIS\/PASEP\/NIT \(completo\)/)).toBeTruthy()
  })

  it('a document saved offline and refused once sent says so under its header until Descartar', async () => {
    const { server, user } = await openDocuments(person({ documentos: { ...noDocuments, rg } }))
    goOnline(false)
    const identity = await openSection(user, 1, 'Identidade')
    const numero = within(identity).getByLabelText('Número do RG')
    await user.clear(numero)
    await user.type(numero, '777')
    await user.click(within(identity).getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText(wizard.saves.waiting)).toBeTruthy()
    server.use({
      method: 'POST',
      path: IDENTITY,
      status: 405,
      body: { error: { status: 405, message: 'Cadastro em análise' } },
    })
    goOnline(true)
    const refused = await screen.findByText(wizard.saves.refused('Cadastro em análise'))
    expect(server.callsTo(IDENTITY)).toHaveLength(1)
    // What was typed comes back in the section, to be corrected.
    const again = await openSection(user, 1, 'Identidade')
    expect(within(again).getByLabelText('Número do RG')).toHaveProperty('value', '777')
    await user.click(
      within(refused.parentElement ?? document.body).getByRole('button', { name: 'Descartar' }),
    )
    expect(screen.queryByText(wizard.saves.refused('Cadastro em análise'))).toBeNull()
  })

  it('lists, adds and removes academic degrees', async () => {
    const { server, user } = await openDocuments(
      person({ documentos: { ...noDocuments, cursos: [MASTERS] } }),
    )
    server.use(
      {
        method: 'POST',
        path: '/social/v1/pessoa-fisica/cursos/',
        body: {
          data: { SocialAPI: { pf_id: PF_ID, curso_id: 9002, data_hora: '2026-11-20T12:00:00Z' } },
        },
      },
      {
        method: 'DELETE',
        path: `${COURSES}9001/`,
        body: { data: { SocialAPI: { pf_id: PF_ID, data_hora: '2026-11-20T12:00:00Z' } } },
      },
    )
    const degrees = await openSection(user, 8, 'Formação acadêmica')
    expect(within(degrees).getByText('Mestrado em Administração Pública')).toBeTruthy()
    await user.click(within(degrees).getByRole('button', { name: 'Adicionar formação' }))
    const cancel = within(degrees).getByRole('button', { name: 'Cancelar' })
    expect(cancel.getAttribute('aria-expanded')).toBe('true')
    const year = within(degrees).getByLabelText('Ano de conclusão')
    const current = String(new Date().getFullYear())
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 8 }, (_, offset) => String(Number(current) + offset)))
    expect(year).toHaveProperty('value', current)
    await user.selectOptions(within(degrees).getByLabelText('Grau'), 'Graduação')
    await user.selectOptions(within(degrees).getByLabelText('Situação'), 'Cursando')
    await user.type(within(degrees).getByLabelText('Curso'), 'Direito')
    await user.click(within(degrees).getByRole('button', { name: 'SALVAR' }))
    await waitFor(() =>
      expect(
        server.callsTo('/social/v1/pessoa-fisica/cursos/').filter((c) => c.method === 'POST'),
      ).toHaveLength(1),
    )
    expect(
      server.callsTo('/social/v1/pessoa-fisica/cursos/').find((c) => c.method === 'POST')?.body,
    ).toMatchObject({
      pf_id: PF_ID,
      pf_curso_grau: 'G',
      pf_curso_situacao: 'CS',
      pf_curso: 'Direito',
      pf_curso_ano_conclusao: current,
    })
    // The last section only closes after a save.
    await waitFor(() =>
      expect(section(/^8 Formação acadêmica/).getAttribute('aria-expanded')).toBe('false'),
    )
    await user.click(section(/^8 Formação acadêmica/))
    await user.click(
      within(region(/Formação acadêmica/)).getByRole('button', {
        name: 'Remover Mestrado em Administração Pública',
      }),
    )
    await waitFor(() => expect(server.callsTo(`${COURSES}9001/`)).toHaveLength(1))
    expect(server.callsTo(`${COURSES}9001/`)[0]?.method).toBe('DELETE')
  })

  it('a degree added offline shows at once as waiting and counts; its removal waits too; back online each goes once (ADR 028)', async () => {
    const { server, user } = await openDocuments(
      person({ documentos: { ...noDocuments, cursos: [MASTERS] } }),
    )
    goOnline(false)
    const degrees = await openSection(user, 8, 'Formação acadêmica')
    await user.click(within(degrees).getByRole('button', { name: 'Adicionar formação' }))
    await user.selectOptions(within(degrees).getByLabelText('Grau'), 'Graduação')
    await user.selectOptions(within(degrees).getByLabelText('Situação'), 'Cursando')
    await user.type(within(degrees).getByLabelText('Curso'), 'Direito')
    await user.click(within(degrees).getByRole('button', { name: 'SALVAR' }))
    // The last section only closes, its header says a save waits.
    await waitFor(() =>
      expect(section(/^8 Formação acadêmica/).getAttribute('aria-expanded')).toBe('false'),
    )
    expect(accessibleDescription(section(/^8 Formação acadêmica/))).toBe(wizard.saves.waiting)
    expect(screen.getByText(wizard.saves.queued('Direito'))).toBeTruthy()
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:curso'))).toBeNull()
    const again = await openSection(user, 8, 'Formação acadêmica')
    const card = within(again).getByText('Direito').closest('li')
    expect(card?.textContent).toContain(wizard.saves.waiting)
    expect(within(again).queryByRole('button', { name: 'Adicionar formação' })).toBeTruthy()
    // The degree saved before is removed, offline too: marked, not gone yet.
    await user.click(
      within(again).getByRole('button', { name: 'Remover Mestrado em Administração Pública' }),
    )
    const master = within(again).getByText('Mestrado em Administração Pública').closest('li')
    await waitFor(() => expect(master?.textContent).toContain(wizard.saves.removing))
    expect(server.callsTo(POST_COURSE)).toHaveLength(0)
    expect(server.callsTo(`${COURSES}9001/`)).toHaveLength(0)

    const direito = { ...MASTERS, curso_id: 9002, pf_curso_grau: 'G', pf_curso_situacao: 'CS' }
    server.use(
      {
        method: 'POST',
        path: POST_COURSE,
        body: {
          data: { SocialAPI: { pf_id: PF_ID, curso_id: 9002, data_hora: '2026-11-20T12:00:00Z' } },
        },
      },
      {
        method: 'DELETE',
        path: `${COURSES}9001/`,
        body: { data: { SocialAPI: { pf_id: PF_ID, data_hora: '2026-11-20T12:00:00Z' } } },
      },
      { path: COURSES, body: { data: { SocialAPI: [{ ...direito, pf_curso: 'Direito' }] } } },
    )
    goOnline(true)
    await waitFor(() => expect(screen.queryByText(wizard.saves.waiting)).toBeNull())
    await waitFor(() =>
      expect(within(again).queryByText('Mestrado em Administração Pública')).toBeNull(),
    )
    expect(within(again).getByText('Direito')).toBeTruthy()
    expect(server.callsTo(POST_COURSE).filter((call) => call.method === 'POST')).toHaveLength(1)
    expect(server.callsTo(`${COURSES}9001/`).map((call) => call.method)).toEqual(['DELETE'])
  })

  it('a degree whose save meets a server failure stays typed and is sent by itself; a refusal keeps it typed', async () => {
    const { server, user } = await openDocuments()
    const degrees = await openSection(user, 8, 'Formação acadêmica')
    expect(within(degrees).getByText(documentsTexts.courses.empty)).toBeTruthy()
    await user.click(within(degrees).getByRole('button', { name: 'Adicionar formação' }))
    await user.selectOptions(within(degrees).getByLabelText('Grau'), 'Graduação')
    await user.selectOptions(within(degrees).getByLabelText('Situação'), 'Cursando')
    await user.type(within(degrees).getByLabelText('Curso'), 'Direito')
    server.use({
      method: 'POST',
      path: POST_COURSE,
      status: 422,
      body: { error: { status: 422 } },
      times: 1,
    })
    await user.click(within(degrees).getByRole('button', { name: 'SALVAR' }))
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(within(degrees).getByLabelText('Curso')).toHaveProperty('value', 'Direito')
    expect(within(degrees).getByLabelText('Grau')).toHaveProperty('value', 'G')
    act(() => toast.clear())

    server.use(
      {
        method: 'POST',
        path: POST_COURSE,
        body: {
          data: { SocialAPI: { pf_id: PF_ID, curso_id: 9002, data_hora: '2026-11-20T12:00:00Z' } },
        },
      },
      { method: 'POST', path: POST_COURSE, status: 503, body: {}, times: 1 },
    )
    await user.click(within(degrees).getByRole('button', { name: 'SALVAR' }))
    expect(await within(degrees).findByText(wizard.saves.retrying)).toBeTruthy()
    expect(within(degrees).getByLabelText('Curso')).toHaveProperty('value', 'Direito')
    await waitFor(
      () => expect(section(/^8 Formação acadêmica/).getAttribute('aria-expanded')).toBe('false'),
      { timeout: 6_000 },
    )
    expect(server.callsTo(POST_COURSE).filter((call) => call.method === 'POST')).toHaveLength(3)
    expect(screen.queryByText(saveFailure)).toBeNull()
  })
})

const posted = (server: ReturnType<typeof wizardServer>, path: string) =>
  server.callsTo(path).filter((call) => call.method === 'POST')
/** A man of 58 with these documents. */
const man = (documentos: DocumentsRecord = completeDocuments) =>
  person({ sexo: 'm6rj36', documentos })

describe('step 1 Documentos, sections filled in turn', () => {
  const CERT = '/social/v1/pessoa-fisica/cert/'
  const COUNCIL = '/social/v1/pessoa-fisica/cart-class/'
  const RESERVIST = '/social/v1/pessoa-fisica/res/'

  it('an RG typed by the data-entry team without its issue date: required and incomplete, its author shown, SALVAR off until the date; then saved and complete', async () => {
    const { server, user } = await openDocuments(
      person({
        documentos: { ...completeDocuments, rg: { ...rg, pf_rg_emissao: null } },
        document_info: { rg: { uupfid: AUTHOR_ID, data_hora: '2024-09-18T10:42:00-03:00' } },
      }),
    )
    expect(section(/^1 Identidade \(obrigatório, incompleto\)/)).toBeTruthy()
    const identity = await openSection(user, 1, 'Identidade')
    expect(within(identity).getByLabelText('Número do RG')).toHaveProperty('value', rg.pf_rg)
    expect(within(identity).getByText(/Carlos Alberto Nunes, em 18\/09\/2024 10:42/)).toBeTruthy()
    const save = within(identity).getByRole('button', { name: 'SALVAR' })
    expect(save).toHaveProperty('disabled', true)
    await user.type(within(identity).getByLabelText('Data de emissão'), '21072015')
    server.use(exchangeRoute(person({ documentos: completeDocuments })))
    await user.click(save)
    await waitFor(() => expect(section(/^2 PIS/).getAttribute('aria-expanded')).toBe('true'))
    expect(section(/^1 Identidade \(completo\)/).getAttribute('aria-expanded')).toBe('false')
    expect(server.calls.filter((call) => call.method === 'POST' && call.url === IDENTITY)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ pf_rg_emissao: '2015-07-21' }) }),
    ])
  })

  it("a man's certificate, council card and reservist certificate: each SALVAR sends it and opens the next, a wrong date keeps SALVAR off; the reservist completes the step; opened again from the server's answer, each shows what was saved", async () => {
    const { server, user } = await openDocuments(man())
    expect(section(/^7 Reservista \(obrigatório, incompleto\)/)).toBeTruthy()
    expect(nextEnabled()).toBe(false)

    const cert = await openSection(user, 5, 'Certidão de nascimento')
    await user.selectOptions(within(cert).getByLabelText('Tipo de certidão'), 'Nascimento')
    await user.type(within(cert).getByLabelText('Número da certidão (matrícula)'), '104539')
    await user.type(within(cert).getByLabelText('Livro'), 'A-27')
    await user.type(within(cert).getByLabelText('Folha'), '112')
    await user.click(within(cert).getByRole('button', { name: 'SALVAR' }))
    await waitFor(() => expect(section(/^6 Conselho/).getAttribute('aria-expanded')).toBe('true'))
    expect(section(/^5 Certidão/).getAttribute('aria-expanded')).toBe('false')

    const council = region(/Conselho de classe/)
    await user.selectOptions(within(council).getByLabelText('Conselho'), 'CREA')
    await user.type(within(council).getByLabelText('Número de registro'), 'PE-88123')
    await user.type(within(council).getByLabelText('Data de emissão'), '10032006')
    await user.click(within(council).getByRole('button', { name: 'SALVAR' }))
    await waitFor(() => expect(section(/^7 Reservista/).getAttribute('aria-expanded')).toBe('true'))

    const reservist = region(/Reservista/)
    const reservistSave = within(reservist).getByRole('button', { name: 'SALVAR' })
    await user.type(
      within(reservist).getByLabelText('Número do certificado de reservista'),
      '990112345',
    )
    const issued = within(reservist).getByLabelText('Data de emissão')
    await user.type(issued, '3199')
    expect(reservistSave).toHaveProperty('disabled', true)
    await user.clear(issued)
    await user.type(issued, '01071998')
    const stored = {
      ...completeDocuments,
      cert: { pf_cert_tipo: 'N', pf_cert: '104539', pf_cert_livro: 'A-27', pf_cert_pagina: '112' },
      cart_class: {
        pf_cart_class_tipo: 'CREA',
        pf_cart_class: 'PE-88123',
        pf_cart_class_emissao: '2006-03-10',
        pf_cart_class_validade: null,
      },
      reservista: { pf_res: '990112345', pf_res_emissao: '1998-07-01' },
    } as const
    // What the server holds once the three are saved.
    server.use(exchangeRoute(man(stored)))
    await user.click(reservistSave)
    await waitFor(() => expect(section(/^7 Reservista \(completo\)/)).toBeTruthy())

    expect(posted(server, CERT).map((call) => call.body)).toEqual([
      expect.objectContaining({ pf_id: PF_ID, ...stored.cert }),
    ])
    expect(posted(server, COUNCIL).map((call) => call.body)).toEqual([
      expect.objectContaining({ pf_id: PF_ID, ...stored.cart_class }),
    ])
    expect(posted(server, RESERVIST).map((call) => call.body)).toEqual([
      expect.objectContaining({ pf_id: PF_ID, ...stored.reservista }),
    ])
    // Re-evaluated a second after the documents changed: the step is complete.
    await waitFor(() => expect(nextEnabled()).toBe(true))

    cleanup()
    await openDocuments(man(stored))
    const again = await openSection(user, 5, 'Certidão de nascimento')
    expect(within(again).getByLabelText('Tipo de certidão')).toHaveProperty('value', 'N')
    expect(within(again).getByLabelText('Número da certidão (matrícula)')).toHaveProperty(
      'value',
      '104539',
    )
    expect(within(again).getByLabelText('Livro')).toHaveProperty('value', 'A-27')
    expect(within(again).getByLabelText('Folha')).toHaveProperty('value', '112')
    const councilAgain = await openSection(user, 6, 'Conselho de classe')
    expect(within(councilAgain).getByLabelText('Conselho')).toHaveProperty('value', 'CREA')
    const reservistAgain = await openSection(user, 7, 'Reservista')
    expect(
      within(reservistAgain).getByLabelText('Número do certificado de reservista'),
    ).toHaveProperty('value', '990112345')
    expect(within(reservistAgain).getByLabelText('Data de emissão')).toHaveProperty(
      'value',
      '01/07/1998',
    )
  })
})

const nextEnabled = () => !nextButton().hasAttribute('disabled')

/**
 * Opens step 1 on a fake clock that also runs on its own, then moves it past the 1 s
 * re-evaluation: whatever Próximo shows then is the evaluated completeness.
 */
async function openEvaluatedDocuments(record: ExchangePerson) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: TODAY })
  await openDocuments(record)
  await act(() => vi.advanceTimersByTimeAsync(WIZARD_TIMING.documents + 100))
}

/** Ages are counted from this day, so that the person born in 2011 stays 15 in these tests. */
const TODAY = new Date('2026-06-01T12:00:00-03:00')

describe('step 1 completeness (age and sex exceptions)', () => {
  const documentos = {
    ...noDocuments,
    rg,
    ppn: { pf_ppn: '12054378910', pf_ppn_emissao: null },
    titulo_eleitor: completeDocuments.titulo_eleitor,
  }

  it('an adult woman without the licence cannot go on', async () => {
    await openEvaluatedDocuments(person({ documentos }))
    expect(nextEnabled()).toBe(false)
  })

  it('a minor does not need the licence', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: TODAY })
    await openDocuments(person({ documentos, nascimento: '2011-03-15' }))
    await waitFor(() => expect(nextEnabled()).toBe(true))
    expect(section(/^3 CNH$/)).toBeTruthy()
  })

  it('a man of 15 needs the reservist certificate too', async () => {
    await openEvaluatedDocuments(person({ documentos, nascimento: '2011-03-15', sexo: 'm6rj36' }))
    expect(nextEnabled()).toBe(false)
    expect(section(/^7 Reservista \(obrigatório, incompleto\)/)).toBeTruthy()
  })
})
