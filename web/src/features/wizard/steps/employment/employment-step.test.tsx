import { statusMessage } from '@censo/contracts'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import type { MockRoute } from '@/test/fetch'
import { draftKey } from '@/lib/drafts'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import {
  completeDocuments,
  goToStep,
  metadataWithLists,
  nextButton,
  person,
  PF_ID,
  stepHeading,
  wizardServer,
} from '@/features/wizard/test-support'
import { wizard } from '@/text/pt-BR/wizard'
import {
  activeRecord,
  pensionRecord,
  recordRoutes,
  recordExtras,
  retiredRecord,
  SERVIDORES,
  type TestRecord,
} from './test-routes'
import { accessibleDescription, goOnline } from '@/test/network'
import { employmentTexts } from './texts'

const saved = (id: number) => ({
  data: { RhAPI: { servidor_id: id, data_hora: '2026-11-20T12:00:00Z' } },
})
const socialSaved = { data: { SocialAPI: { pf_id: 9042, data_hora: '2026-11-20T12:00:00Z' } } }
const { saveFailure, cpfTaken, drafts } = wizard

const retired = retiredRecord
const pension = pensionRecord

const writes = (id: number): MockRoute[] => [
  { method: 'PUT', path: `/rh/v1/servidor/${id}/universal/`, body: saved(id) },
  { method: 'PUT', path: `/rh/v2/servidor/extras/${id}/`, body: saved(id) },
  { method: 'PUT', path: `/rh/v1/servidor/${id}/beneficio/universal/`, body: saved(id) },
]

/** Opens the wizard on step 4 (steps 0 to 3 complete) with these records. */
async function openEmployment(records: readonly TestRecord[], routes: MockRoute[] = []) {
  const server = wizardServer(
    person({ documentos: completeDocuments }),
    ...recordRoutes(records),
    ...routes,
  )
  renderApp('/Censo/')
  const user = userEvent.setup()
  await goToStep(user, 4)
  return { server, user }
}

const entry = (name: RegExp) => screen.findByRole('button', { name })

const field = (label: string) => screen.getByLabelText(label)

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

/** The instituidor's CPF is someone else's: the profile PATCH answers 400 on it (§8). */
const instituidorCpfTaken = {
  method: 'PATCH' as const,
  path: '/social/v1/pessoa-fisica/perfil/9042/',
  status: 400,
  body: { error: { status: 400, message: statusMessage(400), fields: ['cpf'] } },
  times: 1,
}

describe('step 4 Dados Funcionais', () => {
  it('opens a lone record by itself; of several valid records, none until she chooses one', async () => {
    await openEmployment([activeRecord])
    const lone = await entry(/^1 0123456 — Servidor ativo \(completo\)/)
    expect(lone.getAttribute('aria-expanded')).toBe('true')
    expect(field('Matrícula')).toHaveProperty('value', activeRecord.matricula)
    cleanup()

    await openEmployment([activeRecord, retired])
    const first = await entry(/^1 0123456 — Servidor ativo \(completo\)/)
    const second = await entry(/^2 .* — Aposentado \(completo\)/)
    expect([first, second].map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
    ])
    expect(screen.queryByLabelText('Matrícula')).toBeNull()
  })

  it('shows each record with its number (or N/I), category and mark; the names of the lookups disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openEmployment([activeRecord, { ...retired, matricula: '' }])
    expect(await entry(/^1 0123456 — Servidor ativo \(completo\)/)).toBeTruthy()
    // The invalid record opens first, and blocks Próximo.
    const invalid = await entry(/^2 N\/I — Aposentado \(obrigatório, incompleto\)/)
    expect(invalid.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('group', { name: 'Dados funcionais' })).toBeTruthy()
    expect(field('Categoria')).toHaveProperty('value', 'Aposentado')
    expect(field('Categoria')).toHaveProperty('disabled', true)
    expect(field('Lotação')).toHaveProperty(
      'value',
      'Secretaria de Educação – Escola Municipal de Recife',
    )
    expect(field('Cargo')).toHaveProperty('value', 'Agente Administrativo')
    const benefit = screen.getByRole('group', { name: 'Dados do benefício' })
    expect(within(benefit).getByLabelText('Categoria do benefício')).toHaveProperty(
      'value',
      'Aposentadoria',
    )
    expect(within(benefit).getByLabelText('Tipo do benefício')).toHaveProperty(
      'value',
      'idade_tempo',
    )
    // Past the step's re-evaluation: it was judged, and judged incomplete.
    await act(() => vi.advanceTimersByTimeAsync(WIZARD_TIMING.form + 100))
    expect(nextButton().hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveProperty('disabled', true)
  })

  it('fixing the record enables Próximo, which saves it (universal, extras, benefit) and moves on after a pause', async () => {
    const { server, user } = await openEmployment([{ ...retired, matricula: '' }], writes(10012))
    await user.type(field('Matrícula'), '7788990')
    await user.selectOptions(field('Tipo do benefício'), 'invalidez')
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    const started = Date.now()
    await user.click(nextButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    // Saved once (each write once), then the step moves on.
    expect(server.callsTo('/rh/v1/servidor/10012/universal/')).toHaveLength(1)
    expect(server.callsTo('/rh/v1/servidor/10012/beneficio/universal/')).toHaveLength(1)
    expect(server.callsTo('/rh/v1/servidor/10012/universal/')[0]?.body).toMatchObject({
      matricula: '7788990',
      categoria_cod: 2,
      data_movimento: '1994-03-01',
    })
    const extras = server.callsTo('/rh/v2/servidor/extras/10012/')[0]?.body
    expect(extras).toMatchObject({ servidor_id: 10012, pf_id: PF_ID, pf_id_pensionista: null })
    expect(extras).not.toHaveProperty('data_abono_permanencia')
    expect(server.callsTo('/rh/v1/servidor/10012/beneficio/universal/')[0]?.body).toMatchObject({
      tipo: 'aposentadoria',
      regra: 'invalidez',
      data_concessao: '2021-06-15',
    })
  })

  it('keeps a record typed and not saved: after a reload it opens with it; offline Salvar keeps it on the device, marked, and Próximo moves on; back online it is sent once by itself (ADR 028)', async () => {
    await openEmployment([activeRecord, { ...retired, matricula: '' }])
    const user = userEvent.setup()
    await user.type(field('Matrícula'), '7788990')
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(PF_ID, 'funcionais:10012'))).toContain('7788990'),
    )
    cleanup()

    const { server } = await openEmployment(
      [activeRecord, { ...retired, matricula: '' }],
      writes(10012),
    )
    expect((await entry(/^2 N\/I — Aposentado/)).getAttribute('aria-expanded')).toBe('true')
    expect(field('Matrícula')).toHaveProperty('value', '7788990')
    expect(screen.getByText(drafts.restored)).toBeTruthy()
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))

    goOnline(false)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    // Its header names it by what it sends.
    const header = await entry(/^2 7788990 — Aposentado/)
    await waitFor(() => expect(accessibleDescription(header)).toBe(wizard.saves.waiting))
    expect(screen.getByText(wizard.saves.queued('Vínculo 7788990'))).toBeTruthy()
    expect(screen.queryByText(drafts.offline)).toBeNull()
    expect(field('Matrícula')).toHaveProperty('value', '7788990')
    // The draft stays until the save is made.
    expect(localStorage.getItem(draftKey(PF_ID, 'funcionais:10012'))).toContain('7788990')
    // Próximo does not save it again: it waits already.
    await user.click(nextButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0)

    goOnline(true)
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(PF_ID, 'funcionais:10012'))).toBeNull(),
    )
    expect(server.callsTo('/rh/v1/servidor/10012/universal/')).toHaveLength(1)
    expect(server.callsTo('/rh/v1/servidor/10012/universal/')[0]?.body).toMatchObject({
      matricula: '7788990',
    })
    expect(server.callsTo('/rh/v2/servidor/extras/10012/')).toHaveLength(1)
  })

  it('offline, Próximo keeps a changed record on the device and moves on; the record counts with what it sends', async () => {
    const { server, user } = await openEmployment([{ ...retired, matricula: '' }], writes(10012))
    await user.type(field('Matrícula'), '7788990')
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    goOnline(false)
    await user.click(nextButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0)
    // Back on step 4: the entry shows what waits, and the step is complete with it.
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    const header = await entry(/^1 7788990 — Aposentado/)
    expect(accessibleDescription(header)).toBe(wizard.saves.waiting)
    expect(field('Matrícula')).toHaveProperty('value', '7788990')
    expect(nextButton().hasAttribute('disabled')).toBe(false)

    goOnline(true)
    await waitFor(() => expect(screen.queryByText(wizard.saves.waiting)).toBeNull())
    expect(server.callsTo('/rh/v1/servidor/10012/universal/')).toHaveLength(1)
  })

  it('a server failure keeps what was typed, says so, and sends it again by itself; Próximo stays meanwhile (ADR 028)', async () => {
    const { server, user } = await openEmployment(
      [{ ...retired, matricula: '' }],
      [
        ...writes(10012),
        {
          method: 'PUT',
          path: '/rh/v1/servidor/10012/universal/',
          status: 503,
          body: {},
          times: 1,
        },
      ],
    )
    await user.type(field('Matrícula'), '7788990')
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    await user.click(nextButton())
    // The step stays, the entry says the save is tried again; nothing was put back.
    expect(await screen.findByText(wizard.saves.retrying)).toBeTruthy()
    expect(screen.getByRole('heading', { name: /^Dados Funcionais \(etapa atual\)/ })).toBeTruthy()
    expect(field('Matrícula')).toHaveProperty('value', '7788990')
    expect(screen.queryByText(saveFailure)).toBeNull()
    server.use(...recordRoutes([{ ...retired, matricula: '7788990' }]))
    // Made with no tap: each write once after the failed one.
    await waitFor(() => expect(screen.queryByText(wizard.saves.retrying)).toBeNull(), {
      timeout: 6_000,
    })
    await waitFor(() =>
      expect(server.callsTo('/rh/v1/servidor/10012/beneficio/universal/')).toHaveLength(1),
    )
    expect(server.callsTo('/rh/v1/servidor/10012/universal/')).toHaveLength(2)
    expect(server.callsTo('/rh/v2/servidor/extras/10012/')).toHaveLength(1)
    await user.click(nextButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    expect(server.callsTo('/rh/v1/servidor/10012/universal/')).toHaveLength(2)
  })

  it('moves on without a call when nothing changed', async () => {
    const { server, user } = await openEmployment([activeRecord])
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    await user.click(nextButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0)
  })

  it("shows the instituidor of a pension; a CPF someone else holds shows the spec's message and is cleared", async () => {
    const { server, user } = await openEmployment(
      [pension],
      [...writes(10013), instituidorCpfTaken],
    )
    const instituidor = screen.getByRole('group', { name: 'Dados pessoais do instituidor' })
    expect(within(instituidor).getByLabelText('Nome')).toHaveProperty(
      'value',
      'Raimundo Nonato Moura',
    )
    expect(screen.getByRole('group', { name: 'Dados funcionais do instituidor' })).toBeTruthy()
    const cpf = within(instituidor).getByLabelText('CPF')
    await user.clear(cpf)
    await user.type(cpf, '52998224725')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText(cpfTaken)).toBeTruthy()
    await waitFor(() => expect(cpf).toHaveProperty('value', ''))
    expect(server.callsTo('/rh/v1/servidor/10013/universal/')[0]?.body).toMatchObject({
      pensionistas: [{ pf_id: PF_ID, data_concessao: '2019-08-14' }],
    })
    expect(server.callsTo('/social/v1/pessoa-fisica/perfil/9042/')[0]?.body).toMatchObject({
      cpf: '52998224725',
      nome: 'Raimundo Nonato Moura',
    })
    // Without a CPF the record is invalid: Salvar and Próximo are off, the field says why.
    const save = screen.getByRole('button', { name: 'Salvar' })
    await waitFor(() => expect(save).toHaveProperty('disabled', true))
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', true))
    expect(within(instituidor).getByText(wizard.required)).toBeTruthy()
    // His own CPF back: nothing to send for the CPF (unchanged), the rest is saved.
    server.use({
      method: 'PATCH',
      path: '/social/v1/pessoa-fisica/perfil/9042/',
      body: socialSaved,
    })
    await user.type(cpf, '91037465504')
    await waitFor(() => expect(save).toHaveProperty('disabled', false))
    await user.click(save)
    await waitFor(() =>
      expect(server.callsTo('/social/v1/pessoa-fisica/perfil/9042/')).toHaveLength(2),
    )
    const patch = server.callsTo('/social/v1/pessoa-fisica/perfil/9042/')[1]?.body
    expect(patch).not.toHaveProperty('cpf')
    expect(patch).toMatchObject({ nome: 'Raimundo Nonato Moura', nascimento: '1950-01-01' })
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
  })

  it("a record saved offline whose instituidor CPF is someone else's says so on its entry until Descartar", async () => {
    const { server, user } = await openEmployment(
      [pension],
      [...writes(10013), instituidorCpfTaken],
    )
    const cpf = within(
      screen.getByRole('group', { name: 'Dados pessoais do instituidor' }),
    ).getByLabelText('CPF')
    await user.clear(cpf)
    await user.type(cpf, '52998224725')
    goOnline(false)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText(wizard.saves.waiting)).toBeTruthy()
    goOnline(true)
    const refused = await screen.findByText(wizard.saves.refused(cpfTaken))
    expect(server.callsTo('/social/v1/pessoa-fisica/perfil/9042/')).toHaveLength(1)
    expect(cpf).toHaveProperty('value', '529.982.247-25')
    await user.click(
      within(refused.parentElement ?? document.body).getByRole('button', { name: 'Descartar' }),
    )
    expect(screen.queryByText(wizard.saves.refused(cpfTaken))).toBeNull()
  })

  it('saves the instituidor: the profile without an unchanged CPF, and a typed PIS/PASEP', async () => {
    const { server, user } = await openEmployment(
      [pension],
      [
        ...writes(10013),
        { method: 'PATCH', path: '/social/v1/pessoa-fisica/perfil/9042/', body: socialSaved },
        { method: 'POST', path: '/social/v1/pessoa-fisica/ppn/', body: socialSaved },
      ],
    )
    const instituidor = screen.getByRole('group', { name: 'Dados pessoais do instituidor' })
    await user.type(within(instituidor).getByLabelText('NIT/PIS/PASEP'), '12054378910')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(server.callsTo('/social/v1/pessoa-fisica/ppn/')).toHaveLength(1))
    const patch = server.callsTo('/social/v1/pessoa-fisica/perfil/9042/')[0]?.body
    expect(patch).toMatchObject({
      nome: 'Raimundo Nonato Moura',
      nascimento: '1950-01-01',
      obito: '2019-08-14',
    })
    expect(patch).not.toHaveProperty('cpf')
    expect(server.callsTo('/social/v1/pessoa-fisica/ppn/')[0]?.body).toMatchObject({
      pf_id: 9042,
      pf_ppn: '12054378910',
      pf_ppn_emissao: null,
    })
    expect(server.callsTo('/rh/v2/servidor/extras/10013/')[0]?.body).toMatchObject({
      efetivo_magesterio: false,
      efetivo_magesterio_superior: false,
    })
    expect(screen.queryByText(saveFailure)).toBeNull()
  })

  it('a pension whose RH record carries no instituidor is complete as it is: his section empty, no teaching choices (§2, §5)', async () => {
    const bare = {
      ...pension,
      instituidor: null,
      extras: { ...recordExtras, efetivo_magesterio: null, efetivo_magesterio_superior: null },
    }
    const { server, user } = await openEmployment([bare])
    expect(await entry(/^1 0123456 — .* \(completo\)/)).toBeTruthy()
    const instituidor = screen.getByRole('group', { name: 'Dados pessoais do instituidor' })
    expect(within(instituidor).getByLabelText('Nome')).toHaveProperty('value', '')
    expect(screen.queryByText(employmentTexts.magisterio)).toBeNull()
    expect(screen.queryByText(employmentTexts.magisterioSuperior)).toBeNull()
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveProperty('disabled', false)
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    await user.click(nextButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    // Nothing changed, nothing written.
    expect(server.calls.filter((call) => ['PUT', 'PATCH'].includes(call.method))).toEqual([])
  })

  it('a pension without an instituidor yet still shows his section, empty, and saves what is typed in it', async () => {
    const { server, user } = await openEmployment(
      [{ ...pension, instituidor: null }],
      [
        ...writes(10013),
        { method: 'PATCH', path: '/social/v1/pessoa-fisica/perfil/9042/', body: socialSaved },
      ],
    )
    const instituidor = screen.getByRole('group', { name: 'Dados pessoais do instituidor' })
    for (const label of ['Nome', 'CPF', 'Data de Nascimento']) {
      const input = within(instituidor).getByLabelText(label)
      expect(input).toHaveProperty('value', '')
      expect(input).toHaveProperty('disabled', false)
    }
    await user.type(within(instituidor).getByLabelText('Nome'), 'Raimundo Nonato Moura')
    await user.type(within(instituidor).getByLabelText('CPF'), '52998224725')
    await user.type(within(instituidor).getByLabelText('Data de Nascimento'), '01011950')
    await user.type(within(instituidor).getByLabelText('Data de óbito'), '14082019')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(server.callsTo('/social/v1/pessoa-fisica/perfil/9042/')).toHaveLength(1),
    )
    expect(server.callsTo('/social/v1/pessoa-fisica/perfil/9042/')[0]?.body).toMatchObject({
      cpf: '52998224725',
      nome: 'Raimundo Nonato Moura',
      nascimento: '1950-01-01',
      obito: '2019-08-14',
    })
  })

  it('a validated instituidor CPF keeps name, CPF and birth date disabled; a refusal shows the connection toast and keeps what was typed (ADR 028)', async () => {
    const locked = { ...pension, instituidor: { ...pension.instituidor, pf_cpf_valid: true } }
    const { server, user } = await openEmployment(
      [locked],
      [
        {
          method: 'PUT',
          path: '/rh/v1/servidor/10013/universal/',
          status: 422,
          body: { error: { status: 422 } },
        },
      ],
    )
    const instituidor = screen.getByRole('group', { name: 'Dados pessoais do instituidor' })
    for (const label of ['Nome', 'CPF', 'Data de Nascimento']) {
      expect(within(instituidor).getByLabelText(label)).toHaveProperty('disabled', true)
    }
    const ppn = within(instituidor).getByLabelText('NIT/PIS/PASEP')
    await user.type(ppn, '12054378910')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(server.callsTo('/rh/v1/servidor/10013/universal/')).toHaveLength(1)
    expect(ppn).toHaveProperty('value', '12054378910')
    // The refusal was told: no mark stays on the entry for it.
    expect(screen.queryByText(/^Não enviado/)).toBeNull()
  })

  it('offers a retry when the records fail to load', async () => {
    const { server, user } = await openEmployment([], [{ path: SERVIDORES, status: 500, body: {} }])
    expect(
      await screen.findByText('Não foi possível carregar os seus dados funcionais agora.'),
    ).toBeTruthy()
    server.use(...recordRoutes([activeRecord]))
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await entry(/^1 0123456/)).toBeTruthy()
  })
})

const group = (name: string) => screen.queryByRole('group', { name })

describe('step 4 Dados Funcionais by category', () => {
  const categories = metadataWithLists({
    categorias: [
      { value: '1', label: 'Servidor ativo' },
      { value: '2', label: 'Aposentado' },
      { value: '3', label: 'Pensionista' },
      { value: '5', label: 'Servidor cedido' },
      { value: '8', label: 'Auxílio-maternidade' },
    ],
  })
  const withCategories = { path: '/meta/v2/data/censo/', body: metaAnswer(categories) }

  it("an active servant's record: functional data only, its category, lotação and cargo disabled; a benefit aid's: the instituidor's functional data, no benefit; a pension's: the instituidor, his death date open, the benefit's category and grant date", async () => {
    const aid = { ...activeRecord, servidor_id: 10014, categoria_cod: 8 }
    const { user } = await openEmployment([activeRecord, aid, pension], [withCategories])
    const active = await entry(/^1 0123456 — Servidor ativo \(completo\)/)
    await user.click(active)
    expect(active.getAttribute('aria-expanded')).toBe('true')
    expect(field('Matrícula')).toHaveProperty('value', activeRecord.matricula)
    for (const label of ['Categoria', 'Lotação', 'Cargo']) {
      expect(field(label)).toHaveProperty('disabled', true)
    }
    expect(group('Dados funcionais')).toBeTruthy()
    expect(group('Dados do benefício')).toBeNull()
    expect(group('Dados pessoais do instituidor')).toBeNull()

    await user.click(await entry(/^2 .* — Auxílio-maternidade \(completo\)/))
    expect(group('Dados funcionais do instituidor')).toBeTruthy()
    expect(group('Dados do benefício')).toBeNull()

    await user.click(await entry(/^3 .* — Pensionista \(completo\)/))
    const instituidor = group('Dados pessoais do instituidor')
    if (!instituidor) throw new Error('no instituidor')
    const death = within(instituidor).getByLabelText('Data de óbito')
    expect(death).toHaveProperty('value', '14/08/2019')
    expect(death).toHaveProperty('disabled', false)
    const benefit = group('Dados do benefício')
    if (!benefit) throw new Error('no benefit')
    expect(within(benefit).getByLabelText('Categoria do benefício')).toHaveProperty(
      'value',
      'Pensão',
    )
    expect(within(benefit).getByLabelText('Data de concessão')).toHaveProperty(
      'value',
      '14/08/2019',
    )
    expect(field(employmentTexts.magisterio)).toHaveProperty('value', 'N')
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
  })

  it("a retiree's benefit: its category fixed, only the retirement types; a type changed and saved by Salvar; Próximo then moves on without a write", async () => {
    const { server, user } = await openEmployment([retired], writes(10012))
    const benefit = screen.getByRole('group', { name: 'Dados do benefício' })
    const category = within(benefit).getByLabelText('Categoria do benefício')
    expect(category).toHaveProperty('value', 'Aposentadoria')
    expect(category).toHaveProperty('disabled', true)
    const type = within(benefit).getByLabelText('Tipo do benefício')
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecione',
      'Compulsória',
      'Invalidez',
      'Idade',
      'Idade e tempo de contribuição',
      'Art. 2 EC 41/2003',
      'Art. 3 EC 47/2005',
      'Art. 6 EC 41/2003',
    ])
    await user.selectOptions(type, 'Invalidez')
    server.use(
      ...recordRoutes([{ ...retired, beneficio: { ...retired.beneficio, regra: 'invalidez' } }]),
    )
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(server.callsTo('/rh/v1/servidor/10012/beneficio/universal/')).toHaveLength(1),
    )
    expect(server.calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      expect.stringMatching(/\/rh\/v1\/servidor\/10012\/universal\/$/),
      expect.stringMatching(/\/rh\/v2\/servidor\/extras\/10012\/$/),
      expect.stringMatching(/\/rh\/v1\/servidor\/10012\/beneficio\/universal\/$/),
    ])
    expect(server.callsTo('/rh/v1/servidor/10012/beneficio/universal/')[0]?.body).toMatchObject({
      tipo: 'aposentadoria',
      regra: 'invalidez',
    })
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
    await user.click(nextButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(3)
  })

  it('a record without matrícula blocks Próximo until fixed, all by keyboard: the number typed after Tab, Próximo reached by Tab and pressed with Enter saves it and moves on', async () => {
    const ceded = { ...activeRecord, servidor_id: 10015, categoria_cod: 5, matricula: '' }
    const { server, user } = await openEmployment([ceded], [withCategories, ...writes(10015)])
    const header = await entry(/^1 N\/I — Servidor cedido \(obrigatório, incompleto\)$/)
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', true))
    const save = screen.getByRole('button', { name: 'Salvar' })
    expect(save).toHaveProperty('disabled', true)
    const matricula = within(
      screen.getByRole('group', { name: 'Dados funcionais do instituidor' }),
    ).getByLabelText('Matrícula')
    const tabTo = async (target: HTMLElement) => {
      for (let presses = 0; presses < 60 && document.activeElement !== target; presses++) {
        await user.tab()
      }
      expect(document.activeElement).toBe(target)
    }
    await tabTo(matricula)
    await user.keyboard('4471203')
    await waitFor(() =>
      expect(header.getAttribute('aria-label') ?? header.textContent).toMatch(/\(completo\)$/),
    )
    expect(save).toHaveProperty('disabled', false)
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
    await tabTo(nextButton())
    await user.keyboard('{Enter}')
    const rating = await stepHeading(/^Avaliação \(etapa atual\)/)
    await waitFor(() => expect(document.activeElement).toBe(rating))
    expect(server.callsTo('/rh/v1/servidor/10015/universal/')[0]?.body).toMatchObject({
      matricula: '4471203',
      categoria_cod: 5,
    })
  })
})
