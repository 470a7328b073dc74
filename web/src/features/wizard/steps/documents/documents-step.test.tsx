import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import {
  completeDocuments,
  COURSES,
  goToStep,
  nextButton,
  noDocuments,
  person,
  PF_ID,
  wizardServer,
} from '@/features/wizard/test-support'
import { wizard } from '@/text/pt-BR/wizard'
import { sampleDocuments } from '@censo/fixtures/samples/documents'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import type { ExchangePerson } from '@censo/contracts'
import { draftKey } from '@/lib/drafts'

const IDENTITY = '/social/v1/pessoa-fisica/identidade/'
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

  it('on a failed save shows the toast and puts the fields back as loaded; a lost connection keeps them', async () => {
    const { server, user } = await openDocuments(person({ documentos: { ...noDocuments, rg } }))
    // The last route answers first: the network fails once, then a 500.
    server.use({ method: 'POST', path: IDENTITY, status: 500, body: { error: { status: 500 } } })
    server.use({ method: 'POST', path: IDENTITY, network: true, times: 1 })
    const identity = await openSection(user, 1, 'Identidade')
    const numero = within(identity).getByLabelText('Número do RG')
    await user.clear(numero)
    await user.type(numero, '999')
    expect(numero).toHaveProperty('value', '999')
    await user.click(within(identity).getByRole('button', { name: 'SALVAR' }))
    // The changed document was sent (and the network failed): what was typed stays (ADR 021).
    await waitFor(() =>
      expect(server.callsTo(IDENTITY).at(-1)?.body).toMatchObject({ pf_rg: '999' }),
    )
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(numero).toHaveProperty('value', '999')
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toContain('999')
    // Another failure puts the fields back as loaded (spec §8).
    await user.click(within(identity).getByRole('button', { name: 'SALVAR' }))
    await waitFor(() => expect(numero).toHaveProperty('value', '4455667'))
    expect(section(/^1 Identidade/).getAttribute('aria-expanded')).toBe('true')
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

  it('offline, SALVAR sends nothing and says so; back online, Salvar agora saves and clears the draft', async () => {
    const { server, user } = await openDocuments(person({ documentos: { ...noDocuments, rg } }))
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    const identity = await openSection(user, 1, 'Identidade')
    const numero = within(identity).getByLabelText('Número do RG')
    await user.clear(numero)
    await user.type(numero, '777')
    await user.click(within(identity).getByRole('button', { name: 'SALVAR' }))
    expect(await within(identity).findByText(drafts.offline)).toBeTruthy()
    expect(server.callsTo(IDENTITY)).toHaveLength(0)
    expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toContain('777')

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await user.click(await within(identity).findByRole('button', { name: 'Salvar agora' }))
    await waitFor(() =>
      expect(server.callsTo(IDENTITY).at(-1)?.body).toMatchObject({ pf_rg: '777' }),
    )
    await waitFor(() => expect(localStorage.getItem(draftKey(PF_ID, 'documentos:rg'))).toBeNull())
    expect(screen.queryByText(drafts.offline)).toBeNull()
  })

  it('lists, adds and removes academic degrees', async () => {
    const course = {
      curso_id: 9001,
      pf_curso_grau: 'M' as const,
      pf_curso_situacao: 'C' as const,
      pf_curso: 'Mestrado em Administração Pública',
      pf_curso_ano_conclusao: '2005',
    }
    const { server, user } = await openDocuments(
      person({ documentos: { ...noDocuments, cursos: [course] } }),
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
