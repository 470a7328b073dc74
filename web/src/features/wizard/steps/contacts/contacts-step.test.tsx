import type { ContactSection } from '@censo/contracts'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import {
  AUTHOR_ID,
  completeDocuments,
  goToStep,
  nextButton,
  person,
  PF_ID,
  saved,
  social,
  stepHeading,
  wizardMetadata,
  wizardServer,
} from '@/features/wizard/test-support'
import { holdAnswers, type MockRoute } from '@/test/fetch'
import { draftKey } from '@/lib/drafts'
import { sampleNewAddress, sampleNewPhone } from '@censo/fixtures/samples/contacts'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { common, wizard } from '@/text/pt-BR/wizard'
import { ADDRESSES, EMAILS, mobilePhone, NETWORKS, PHONES } from './test-routes'

const { saveFailure } = wizard
const { opsFailure } = common

const instagram = {
  rede_social_id: 51,
  rede_social_tipo: 'instagram',
  rede_social_endereco: 'maria.silva',
  uupfid: PF_ID,
  data_hora: '2026-11-20T12:00:00.000Z',
}

/** Recife-like metadata whose entity requires the given contact sections. */
function metadataRequiring(contatos: ContactSection[]) {
  const base = wizardMetadata()
  const recife = base.censo_domain.recife
  if (!recife) throw new Error('no recife')
  return {
    ...base,
    censo_domain: { recife: { ...recife, requisitos: { ...recife.requisitos, contatos } } },
    listas: {
      ...base.listas,
      tipos_logradouro: [
        { value: '1ª Travessa', label: '1ª Travessa' },
        { value: 'Avenida', label: 'Avenida' },
        { value: 'Rua', label: 'Rua' },
      ],
      redes_sociais: [
        { value: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/{usuario}' },
        { value: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@{usuario}' },
      ],
    },
  }
}

/** Opens the wizard on step 2 (steps 0 and 1 complete). */
async function openContacts(routes: MockRoute[] = [], contatos: ContactSection[] = ['telefones']) {
  const server = wizardServer(
    person({ documentos: completeDocuments }),
    { path: '/meta/v2/data/censo/', body: metaAnswer(metadataRequiring(contatos)) },
    ...routes,
  )
  renderApp('/Censo/')
  const user = userEvent.setup()
  await goToStep(user, 2)
  return { server, user }
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) })
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label)
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name })
/** A list's POST, answering the new item's id. */
const created = (path: string, id: object): MockRoute => ({
  method: 'POST',
  path,
  body: social(id),
})

/** Opens section `name`'s add form with its button `add`; answers the section. */
async function openAdd(user: UserEvent, name: string, add: string) {
  const scope = section(name)
  await user.click(button(scope, add))
  return scope
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('step 2 Contatos', () => {
  it('shows four sections: a check with items, the error icon only where mandatory and empty', async () => {
    // Time runs, and jumps past the completeness re-evaluation instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openContacts([], ['telefones', 'emails'])
    expect(screen.getByRole('heading', { level: 3, name: 'Telefone (completo)' })).toBeTruthy()
    expect(
      screen.getByRole('heading', { level: 3, name: 'Email (obrigatório, incompleto)' }),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Endereço' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Redes Sociais' })).toBeTruthy()
    expect(within(section('Telefone')).getByText('Celular: (81) 99876-4321')).toBeTruthy()
    expect(within(section('Email')).getByText('Nenhum email cadastrado.')).toBeTruthy()
    // Email is mandatory and empty: Próximo stays disabled.
    await act(() => vi.advanceTimersByTimeAsync(WIZARD_TIMING.form + 100))
    expect(nextButton().hasAttribute('disabled')).toBe(true)
  })

  it('adds a phone: Add turns into Cancel, the number goes split, the list reloads and the form closes', async () => {
    const { server, user } = await openContacts()
    const phones = section('Telefone')
    const add = button(phones, 'Adicionar telefone')
    expect(within(phones).getByText('Celular: (81) 99876-4321')).toBeTruthy()
    await user.click(add)
    expect(add.textContent).toBe('Cancelar')
    expect(add.getAttribute('aria-expanded')).toBe('true')
    // The form takes the list's place while it is open (spec §4: the section toggles).
    expect(within(phones).queryByText('Celular: (81) 99876-4321')).toBeNull()
    const number = field(phones, 'Número')
    expect(number.getAttribute('autocomplete')).toBe('tel-national')
    expect(number.getAttribute('inputmode')).toBe('tel')
    const { tel_ddd, tel_prefixo, tel_sufixo, tel_class } = sampleNewPhone
    await user.type(number, `${tel_ddd}${tel_prefixo}${tel_sufixo}`)
    expect(number).toHaveProperty('value', '(81) 98888-7777')
    await user.selectOptions(field(phones, 'Classificação'), tel_class)
    const added = { ...sampleNewPhone, tel_id: 5002 }
    server.use(created('/social/v1/pessoa-fisica/telefones/', { tel_id: 5002 }), {
      path: PHONES,
      body: social({ current: [mobilePhone, added] }),
    })
    await user.click(button(phones, 'SALVAR'))
    await within(phones).findByText('Celular: (81) 98888-7777')
    expect(server.callsTo('/social/v1/pessoa-fisica/telefones/')[0]?.body).toMatchObject({
      pf_id: PF_ID,
      ...sampleNewPhone,
    })
    expect(within(phones).queryByLabelText('Número')).toBeNull()
    expect(button(phones, 'Adicionar telefone')).toBeTruthy()
  })

  it('Cancelar closes the form and brings the list back; an empty section hides its empty text too', async () => {
    const { user } = await openContacts()
    const phones = section('Telefone')
    await user.click(button(phones, 'Adicionar telefone'))
    expect(within(phones).queryByText('Celular: (81) 99876-4321')).toBeNull()
    await user.click(button(phones, 'Cancelar'))
    expect(within(phones).getByText('Celular: (81) 99876-4321')).toBeTruthy()
    expect(within(phones).queryByLabelText('Número')).toBeNull()

    const emails = section('Email')
    expect(within(emails).getByText('Nenhum email cadastrado.')).toBeTruthy()
    await user.click(button(emails, 'Adicionar email'))
    expect(within(emails).queryByText('Nenhum email cadastrado.')).toBeNull()
    expect(field(emails, 'Email')).toBeTruthy()
  })

  // The spec shows no answer for the contact writes (ADR 024): a 204 is a save like any other.
  it('adds a phone whose save answers 204 without a body: the list reloads, no failure toast', async () => {
    const { server, user } = await openContacts()
    const phones = section('Telefone')
    await user.click(button(phones, 'Adicionar telefone'))
    const { tel_ddd, tel_prefixo, tel_sufixo, tel_class } = sampleNewPhone
    await user.type(field(phones, 'Número'), `${tel_ddd}${tel_prefixo}${tel_sufixo}`)
    await user.selectOptions(field(phones, 'Classificação'), tel_class)
    server.use(
      { method: 'POST', path: '/social/v1/pessoa-fisica/telefones/', status: 204 },
      {
        path: PHONES,
        body: social({ current: [mobilePhone, { ...sampleNewPhone, tel_id: 5002 }] }),
      },
    )
    await user.click(button(phones, 'SALVAR'))
    await within(phones).findByText('Celular: (81) 98888-7777')
    expect(within(phones).queryByLabelText('Número')).toBeNull()
    expect(screen.queryByText(saveFailure)).toBeNull()
  })

  it('a server failure keeps what was typed, says so, and sends it again by itself (ADR 028)', async () => {
    const { server, user } = await openContacts()
    const emails = await openAdd(user, 'Email', 'Adicionar email')
    await user.type(field(emails, 'Email'), 'maria@exemplo.com.br')
    await user.selectOptions(field(emails, 'Classificação'), 'P')
    const POST = '/social/v1/pessoa-fisica/emails/'
    const maria = { email_id: 7002, email_email: 'maria@exemplo.com.br', email_class: 'P' }
    server.use(
      { method: 'POST', path: POST, body: saved },
      { path: EMAILS, body: social({ current: [maria] }) },
      // Before sending again, the list is read: the server did not keep it.
      { path: EMAILS, body: social({ current: [] }), times: 1 },
      { method: 'POST', path: POST, status: 503, body: {}, times: 1 },
    )
    await user.click(button(emails, 'SALVAR'))
    expect(await within(emails).findByText(wizard.saves.retrying)).toBeTruthy()
    expect(field(emails, 'Email')).toHaveProperty('value', 'maria@exemplo.com.br')
    expect(screen.queryByText(saveFailure)).toBeNull()
    expect(await within(emails).findByText('maria@exemplo.com.br')).toBeTruthy()
    expect(within(emails).queryByText(wizard.saves.retrying)).toBeNull()
    expect(server.callsTo(POST).filter((call) => call.method === 'POST')).toHaveLength(2)
  })

  it('a refusal shows the connection toast, stops loading and keeps what was typed (ADR 028)', async () => {
    const { server, user } = await openContacts()
    const emails = await openAdd(user, 'Email', 'Adicionar email')
    await user.type(field(emails, 'Email'), 'maria@exemplo.com.br')
    await user.selectOptions(field(emails, 'Classificação'), 'P')
    server.use({
      method: 'POST',
      path: '/social/v1/pessoa-fisica/emails/',
      status: 400,
      body: { error: { status: 400, message: 'Requisição inválida' } },
    })
    await user.click(button(emails, 'SALVAR'))
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(field(emails, 'Email')).toHaveProperty('value', 'maria@exemplo.com.br')
    await waitFor(() => expect(button(emails, 'SALVAR')).toHaveProperty('disabled', false))
  })

  it('keeps an e-mail typed and not saved: after a reload its form opens with it and a notice; Cancelar drops it', async () => {
    await openContacts()
    const user = userEvent.setup()
    const emails = await openAdd(user, 'Email', 'Adicionar email')
    await user.type(field(emails, 'Email'), 'maria@exemplo.com.br')
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(PF_ID, 'contatos:emails'))).toContain('maria@'),
    )
    cleanup()

    await openContacts()
    const again = section('Email')
    expect(field(again, 'Email')).toHaveProperty('value', 'maria@exemplo.com.br')
    expect(within(again).getByText(wizard.drafts.restored)).toBeTruthy()
    await user.click(button(again, 'Cancelar'))
    expect(localStorage.getItem(draftKey(PF_ID, 'contatos:emails'))).toBeNull()
    await user.click(button(again, 'Adicionar email'))
    expect(field(again, 'Email')).toHaveProperty('value', '')
    expect(within(again).queryByText(wizard.drafts.restored)).toBeNull()
  })

  it('shows "Salvando..." with a spinner beside SALVAR while the save goes, in a status region', async () => {
    const { server, user } = await openContacts()
    const emails = await openAdd(user, 'Email', 'Adicionar email')
    await user.type(field(emails, 'Email'), 'maria@exemplo.com.br')
    await user.selectOptions(field(emails, 'Classificação'), 'P')
    server.use(created('/social/v1/pessoa-fisica/emails/', { email_id: 7002 }))
    const release = holdAnswers()
    await user.click(button(emails, 'SALVAR'))
    const saving = await within(emails).findByText(common.saving)
    expect(saving.closest('output')).not.toBeNull()
    expect(saving.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true')
    release()
    await waitFor(() => expect(screen.queryByText(common.saving)).toBeNull())
  })

  it('flags a malformed e-mail with a clear message', async () => {
    const { user } = await openContacts()
    const emails = await openAdd(user, 'Email', 'Adicionar email')
    const input = field(emails, 'Email')
    expect(input.getAttribute('autocomplete')).toBe('email')
    await user.type(input, 'maria@')
    await user.tab()
    expect(
      await within(emails).findByText('Informe um email válido, como nome@exemplo.com.br.'),
    ).toBeTruthy()
  })

  it('removes an e-mail at once; a refused removal shows the connection toast; a server failure is tried again by itself', async () => {
    const email = { email_id: 7001, email_email: 'maria@exemplo.com.br', email_class: 'P' }
    const DELETE = `/emails/${PF_ID}/7001/`
    const { server, user } = await openContacts([
      { path: EMAILS, body: social({ current: [email] }) },
      { method: 'DELETE', path: DELETE, status: 400, body: { error: { status: 400 } } },
    ])
    const emails = section('Email')
    await user.click(button(emails, 'Remover maria@exemplo.com.br'))
    expect(await screen.findByText(saveFailure)).toBeTruthy()
    expect(within(emails).getByText('maria@exemplo.com.br')).toBeTruthy()
    act(() => toast.clear())
    server.use(
      { method: 'DELETE', path: DELETE, body: saved },
      { path: EMAILS, body: social({ current: [] }) },
      // Before sending again, the list is read: the server still has it.
      { path: EMAILS, body: social({ current: [email] }), times: 1 },
      { method: 'DELETE', path: DELETE, status: 502, body: {}, times: 1 },
    )
    await user.click(button(emails, 'Remover maria@exemplo.com.br'))
    expect(await within(emails).findByText('Nenhum email cadastrado.')).toBeTruthy()
    expect(screen.queryByText(saveFailure)).toBeNull()
    const removals = server.callsTo(DELETE)
    expect(removals.every((call) => call.method === 'DELETE')).toBe(true)
    expect(removals).toHaveLength(3)
  })

  it('fills the address from the CEP; an unknown CEP clears it silently; a failure toasts Ops!', async () => {
    const { server, user } = await openContacts([
      {
        path: '/cep/v1/cep/50050000/',
        body: {
          data: {
            entidade_cep: {
              cep: '50050000',
              cidade: { cidade: 'Recife' },
              uf: { uf_sigla: 'PE' },
              bairro: { bairro: 'Boa Vista' },
              endereco: { tipo_logradouro: 'Rua', logradouro: 'da Aurora' },
            },
          },
        },
      },
      { path: '/cep/v1/cep/50050001/', status: 404, body: { error: { status: 404 } } },
      { path: '/cep/v1/cep/50050002/', status: 500, body: { error: { status: 500 } } },
    ])
    const addresses = await openAdd(user, 'Endereço', 'Adicionar endereço')
    const cep = field(addresses, 'CEP')
    expect(cep.getAttribute('autocomplete')).toBe('postal-code')
    // Street types: none starting with a digit, in upper case.
    const types = within(field(addresses, 'Tipo de logradouro'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(types).toEqual(['Selecione', 'AVENIDA', 'RUA'])
    await user.type(cep, '50050000')
    expect(cep).toHaveProperty('value', '50050-000')
    await waitFor(() => expect(field(addresses, 'Cidade')).toHaveProperty('value', 'Recife'))
    expect(field(addresses, 'UF')).toHaveProperty('value', 'PE')
    expect(field(addresses, 'Bairro')).toHaveProperty('value', 'Boa Vista')
    expect(field(addresses, 'Tipo de logradouro')).toHaveProperty('value', 'Rua')
    expect(field(addresses, 'Logradouro')).toHaveProperty('value', 'da Aurora')

    await user.type(cep, '{Backspace}1')
    await waitFor(() => expect(field(addresses, 'Cidade')).toHaveProperty('value', ''))
    expect(field(addresses, 'Logradouro')).toHaveProperty('value', '')
    expect(screen.queryByText(opsFailure)).toBeNull()

    await user.type(cep, '{Backspace}2')
    expect(await screen.findByText(opsFailure, {}, { timeout: 5000 })).toBeTruthy()
    expect(server.callsTo('/cep/v1/cep/50050002/').length).toBeGreaterThan(0)
  })

  it('saves an address with the CEP as digits only', async () => {
    // A CEP the lookup does not know (404): the person types the rest.
    const { server, user } = await openContacts([
      { path: '/cep/v1/cep/99999999/', status: 404, body: { error: { status: 404 } } },
    ])
    const addresses = await openAdd(user, 'Endereço', 'Adicionar endereço')
    const save = button(addresses, 'SALVAR')
    expect(save).toHaveProperty('disabled', true)
    await user.type(field(addresses, 'CEP'), '99999999')
    await user.type(field(addresses, 'Cidade'), 'Recife')
    await user.selectOptions(field(addresses, 'UF'), 'PE')
    await user.type(field(addresses, 'Bairro'), 'Boa Vista')
    await user.selectOptions(field(addresses, 'Tipo de logradouro'), 'Rua')
    await user.type(field(addresses, 'Logradouro'), 'da Aurora')
    await user.type(field(addresses, 'Número'), '325')
    await user.selectOptions(field(addresses, 'Classificação'), 'R')
    server.use(created('/social/v2/pessoa-fisica/enderecos/', { end_id: 41 }))
    await user.click(save)
    await waitFor(() =>
      expect(server.callsTo('/social/v2/pessoa-fisica/enderecos/')[0]?.body).toMatchObject({
        pf_id: PF_ID,
        end_cep: '99999999',
        end_tipo_lograd: 'Rua',
        end_lograd: 'da Aurora',
        end_num: '325',
        end_compl: null,
        end_uf: 'PE',
        end_class: 'R',
        bairro_id: null,
        cidade_id: null,
      }),
    )
  })

  it("saves an address found by its CEP with the neighbourhood's and city's ids", async () => {
    const place = {
      cep: '50050000',
      cidade: { cidade: 'Recife', cidade_id: 100 },
      uf: { uf_sigla: 'PE' },
      bairro: { bairro: 'Boa Vista', bairro_id: 1012 },
      endereco: { tipo_logradouro: 'Rua', logradouro: 'da Aurora' },
    }
    const { server, user } = await openContacts([
      { path: '/cep/v1/cep/50050000/', body: { data: { entidade_cep: place } } },
    ])
    const addresses = await openAdd(user, 'Endereço', 'Adicionar endereço')
    await user.type(field(addresses, 'CEP'), '50050000')
    await waitFor(() => expect(field(addresses, 'Bairro')).toHaveProperty('value', 'Boa Vista'))
    // The person corrects the neighbourhood: its id no longer fits; the city's still does.
    await user.clear(field(addresses, 'Bairro'))
    await user.type(field(addresses, 'Bairro'), 'Soledade')
    await user.selectOptions(field(addresses, 'Classificação'), 'R')
    server.use(created('/social/v2/pessoa-fisica/enderecos/', { end_id: 41 }))
    await user.click(button(addresses, 'SALVAR'))
    await waitFor(() =>
      expect(server.callsTo('/social/v2/pessoa-fisica/enderecos/')[0]?.body).toMatchObject({
        end_cep: '50050000',
        end_bairro: 'Soledade',
        end_cidade: 'Recife',
        bairro_id: null,
        cidade_id: 100,
      }),
    )
  })

  it('social networks: link from the template, hashtag icon, delete after an accessible confirmation', async () => {
    const tiktok = { ...instagram, rede_social_id: 52, rede_social_tipo: 'tiktok' }
    const { server, user } = await openContacts([
      { path: NETWORKS, body: social([instagram, tiktok]) },
    ])
    const networks = section('Redes Sociais')
    const link = within(networks).getByRole('link', { name: 'Abrir Instagram: maria.silva' })
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/maria.silva')
    expect(networks.querySelectorAll('.icon-hashtag')).toHaveLength(1)

    const remove = button(networks, 'Remover Instagram: maria.silva')
    await user.click(remove)
    const dialog = await screen.findByRole('dialog', {
      name: 'Tem certeza que você deseja remover este registro?',
    })
    await user.click(button(dialog, 'Cancelar'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(server.callsTo(`/rede-social/${PF_ID}/51/`)).toHaveLength(0)

    server.use(
      { method: 'DELETE', path: `/rede-social/${PF_ID}/51/`, body: saved },
      { path: NETWORKS, body: social([tiktok]) },
    )
    await user.click(remove)
    const again = await screen.findByRole('dialog')
    await user.click(button(again, 'Remover'))
    expect(await screen.findByText('Dados removidos com sucesso!')).toBeTruthy()
    await waitFor(() => expect(within(networks).queryByText('maria.silva')).toBeTruthy())
    expect(server.callsTo(`/rede-social/${PF_ID}/51/`)).toHaveLength(1)
  })

  it('a social network shows its author block: who last changed it, and when', async () => {
    await openContacts([{ path: NETWORKS, body: social([{ ...instagram, uupfid: AUTHOR_ID }]) }])
    const networks = section('Redes Sociais')
    const block = await within(networks).findByText(/^Carlos Alberto Nunes, em 20\/11\/2026/)
    expect(block.textContent).toContain(wizard.author.label)
  })

  it('adds a social network without the leading @ and says so', async () => {
    const { server, user } = await openContacts()
    const networks = await openAdd(user, 'Redes Sociais', 'Adicionar rede social')
    await user.selectOptions(field(networks, 'Rede social'), 'instagram')
    await user.type(field(networks, 'Endereço ou usuário'), '@maria.silva')
    server.use(created('/social/v1/pessoa-fisica/rede-social/', { rede_social_id: 51 }), {
      path: NETWORKS,
      body: social([instagram]),
    })
    await user.click(button(networks, 'SALVAR'))
    expect(await screen.findByText('Dados cadastrados com sucesso!')).toBeTruthy()
    expect(server.callsTo('/social/v1/pessoa-fisica/rede-social/')[0]?.body).toMatchObject({
      rede_social_tipo: 'instagram',
      rede_social_endereco: 'maria.silva',
    })
  })

  it('a network load failure other than 404 shows Ops!', async () => {
    await openContacts([{ path: NETWORKS, status: 503, body: {} }])
    expect(await screen.findByText(opsFailure)).toBeTruthy()
    expect(
      within(section('Redes Sociais')).getByText('Nenhuma rede social cadastrada.'),
    ).toBeTruthy()
  })

  it('a network load answered 404 is an empty list, without a toast', async () => {
    const { server } = await openContacts([
      { path: NETWORKS, status: 404, body: { error: { status: 404 } } },
    ])
    await waitFor(() => expect(server.callsTo(NETWORKS).length).toBeGreaterThan(0))
    expect(
      await within(section('Redes Sociais')).findByText('Nenhuma rede social cadastrada.'),
    ).toBeTruthy()
    expect(screen.queryByText(opsFailure)).toBeNull()
  })

  it('a refused network save or removal shows Ops!', async () => {
    const refused = { status: 400, body: { error: { status: 400 } } }
    const { user } = await openContacts([
      { path: NETWORKS, body: social([instagram]) },
      { method: 'POST', path: '/social/v1/pessoa-fisica/rede-social/', ...refused },
      { method: 'DELETE', path: `/rede-social/${PF_ID}/51/`, ...refused },
    ])
    const networks = await openAdd(user, 'Redes Sociais', 'Adicionar rede social')
    await user.selectOptions(field(networks, 'Rede social'), 'tiktok')
    await user.type(field(networks, 'Endereço ou usuário'), 'maria.dancando')
    await user.click(button(networks, 'SALVAR'))
    expect(await screen.findByText(opsFailure)).toBeTruthy()
    expect(screen.queryByText('Dados cadastrados com sucesso!')).toBeNull()
    act(() => toast.clear())
    await user.click(button(networks, 'Cancelar'))
    await user.click(button(networks, 'Remover Instagram: maria.silva'))
    const dialog = await screen.findByRole('dialog')
    await user.click(button(dialog, 'Remover'))
    expect(await screen.findByText(opsFailure)).toBeTruthy()
    expect(screen.queryByText('Dados removidos com sucesso!')).toBeNull()
    expect(within(networks).getByText('maria.silva')).toBeTruthy()
  })

  it('address and e-mail load failures are swallowed: empty lists, no toast', async () => {
    const { server } = await openContacts([
      { path: ADDRESSES, status: 500, body: {} },
      { path: EMAILS, status: 500, body: {} },
    ])
    await waitFor(() => expect(server.callsTo(ADDRESSES).length).toBeGreaterThan(0))
    await waitFor(() => expect(server.callsTo(EMAILS).length).toBeGreaterThan(0))
    expect(await within(section('Endereço')).findByText('Nenhum endereço cadastrado.')).toBeTruthy()
    expect(within(section('Email')).getByText('Nenhum email cadastrado.')).toBeTruthy()
    expect(screen.queryByText(opsFailure)).toBeNull()
    expect(screen.queryByText(saveFailure)).toBeNull()
  })

  it('completes when the mandatory sections have items, and Próximo pauses a second', async () => {
    // Time runs, and jumps past the completeness re-evaluation instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openContacts([{ path: PHONES, body: social({ current: [] }) }])
    expect(
      screen.getByRole('heading', { level: 3, name: 'Telefone (obrigatório, incompleto)' }),
    ).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(WIZARD_TIMING.form + 100))
    expect(nextButton().hasAttribute('disabled')).toBe(true)
    server.use({ path: PHONES, body: social({ current: [mobilePhone] }) })
    // Another section's save reloads only its list; a phone added elsewhere shows on a reload.
    const phones = await openAdd(user, 'Telefone', 'Adicionar telefone')
    await user.type(field(phones, 'Número'), '81998765432')
    await user.selectOptions(field(phones, 'Classificação'), 'R')
    server.use(created('/social/v1/pessoa-fisica/telefones/', { tel_id: 5001 }))
    await user.click(button(phones, 'SALVAR'))
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    const started = Date.now()
    await user.click(nextButton())
    // The pause shows why Próximo waits.
    expect(screen.getByText(common.saving).closest('output')).not.toBeNull()
    await stepHeading(/^Dependentes \(etapa atual\)/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })
})

/** Presses Tab until `target` has the focus (at most `limit` times): it is reachable by keyboard. */
async function tabTo(user: UserEvent, target: HTMLElement, limit = 60) {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses++) {
    await user.tab()
  }
  expect(document.activeElement).toBe(target)
}

const heading = (name: string) => screen.getByRole('heading', { level: 3, name })

describe('step 2 Contatos, item by item', () => {
  const email = { email_id: 7001, email_email: 'maria@exemplo.com.br', email_class: 'P' }
  const address = { end_id: 41, ...sampleNewAddress, bairro_id: null, cidade_id: null }
  const landline = { ...mobilePhone, tel_tipo: 'F', tel_prefixo: '3222', tel_sufixo: '4455' }
  const ALL: ContactSection[] = ['telefones', 'emails', 'enderecos', 'redes_social']

  it('every section mandatory (a state): complete with one item each; each removed (the network after its question) leaves its section incomplete and Próximo off', async () => {
    const { server, user } = await openContacts(
      [
        { path: PHONES, body: social({ current: [landline] }) },
        { path: EMAILS, body: social({ current: [email] }) },
        { path: ADDRESSES, body: social([address]) },
        { path: NETWORKS, body: social([instagram]) },
      ],
      ALL,
    )
    for (const title of ['Telefone', 'Email', 'Endereço', 'Redes Sociais']) {
      expect(heading(`${title} (completo)`)).toBeTruthy()
    }
    expect(within(section('Telefone')).getByText('Fixo: (81) 3222-4455')).toBeTruthy()
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))

    const removals = [
      ['Telefone', `/social/v1/pessoa-fisica/telefones/${PF_ID}/5001/`, PHONES, { current: [] }],
      ['Email', `/social/v1/pessoa-fisica/emails/${PF_ID}/7001/`, EMAILS, { current: [] }],
      ['Endereço', `/social/v2/pessoa-fisica/enderecos/${PF_ID}/41/`, ADDRESSES, []],
      ['Redes Sociais', `/social/v1/pessoa-fisica/rede-social/${PF_ID}/51/`, NETWORKS, []],
    ] as const
    for (const [, path, list, empty] of removals) {
      server.use({ method: 'DELETE', path, body: saved }, { path: list, body: social(empty) })
    }
    for (const [title] of removals.slice(0, 3)) {
      await user.click(within(section(title)).getByRole('button', { name: /^Remover / }))
      expect(screen.queryByRole('dialog')).toBeNull()
      await waitFor(() => expect(heading(`${title} (obrigatório, incompleto)`)).toBeTruthy())
    }
    await user.click(within(section('Redes Sociais')).getByRole('button', { name: /^Remover / }))
    await user.click(button(await screen.findByRole('dialog'), 'Remover'))
    await waitFor(() => expect(heading('Redes Sociais (obrigatório, incompleto)')).toBeTruthy())
    expect(within(section('Telefone')).getByText('Nenhum telefone cadastrado.')).toBeTruthy()
    expect(within(section('Email')).getByText('Nenhum email cadastrado.')).toBeTruthy()
    expect(within(section('Endereço')).getByText('Nenhum endereço cadastrado.')).toBeTruthy()
    expect(
      server.calls
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.url.slice(call.url.indexOf('/social/'))),
    ).toEqual(removals.map(([, path]) => path))
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', true))
  })

  it('no section mandatory (São Luís): four empty sections without marks, and Próximo on', async () => {
    await openContacts([{ path: PHONES, body: social({ current: [] }) }], [])
    for (const title of ['Telefone', 'Email', 'Endereço', 'Redes Sociais']) {
      expect(heading(title)).toBeTruthy()
    }
    expect(within(section('Telefone')).getByText('Nenhum telefone cadastrado.')).toBeTruthy()
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
  })

  it("removes a network by keyboard alone: Enter asks in a dialog, Escape keeps it, the dialog's Remover has the focus and Enter removes it", async () => {
    const { server, user } = await openContacts([
      { path: NETWORKS, body: social([instagram]) },
      { method: 'DELETE', path: `/rede-social/${PF_ID}/51/`, body: saved },
    ])
    const networks = section('Redes Sociais')
    const remove = button(networks, 'Remover Instagram: maria.silva')
    await tabTo(user, remove)
    await user.keyboard('{Enter}')
    const question = { name: 'Tem certeza que você deseja remover este registro?' }
    expect(await screen.findByRole('dialog', question)).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      within(networks).getByRole('link', { name: 'Abrir Instagram: maria.silva' }),
    ).toBeTruthy()
    expect(server.callsTo(`/rede-social/${PF_ID}/51/`)).toHaveLength(0)

    await tabTo(user, button(networks, 'Remover Instagram: maria.silva'))
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', question)
    await waitFor(() => expect(document.activeElement).toBe(button(dialog, 'Remover')))
    server.use({ path: NETWORKS, body: social([]) })
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Dados removidos com sucesso!')).toBeTruthy()
    expect(await within(networks).findByText('Nenhuma rede social cadastrada.')).toBeTruthy()
    expect(server.callsTo(`/rede-social/${PF_ID}/51/`).map((call) => call.method)).toEqual([
      'DELETE',
    ])
  })

  it('adds a phone, an e-mail and an address by keyboard alone: each control reached by Tab, SALVAR by Enter', async () => {
    const cep = {
      cep: '52010100',
      cidade: { cidade: 'Recife' },
      uf: { uf_sigla: 'PE' },
      bairro: { bairro: 'Derby' },
      endereco: { tipo_logradouro: 'Rua', logradouro: 'Henrique Dias' },
    }
    const { server, user } = await openContacts(
      [
        { path: PHONES, body: social({ current: [] }) },
        { path: '/cep/v1/cep/52010100/', body: { data: { entidade_cep: cep } } },
        created('/social/v1/pessoa-fisica/telefones/', { tel_id: 5002 }),
        created('/social/v1/pessoa-fisica/emails/', { email_id: 7002 }),
        created('/social/v2/pessoa-fisica/enderecos/', { end_id: 42 }),
      ],
      ['telefones', 'emails', 'enderecos'],
    )
    const type = async (scope: HTMLElement, label: string, text: string) => {
      await tabTo(user, field(scope, label))
      await user.keyboard(text)
    }
    /** A native select, reached by Tab (its options the browser's own keyboard chooses). */
    const choose = async (scope: HTMLElement, label: string, value: string) => {
      await tabTo(user, field(scope, label))
      await user.selectOptions(field(scope, label), value)
    }
    const press = async (target: HTMLElement) => {
      await tabTo(user, target)
      await user.keyboard('{Enter}')
    }

    const phones = section('Telefone')
    await press(button(phones, 'Adicionar telefone'))
    await type(phones, 'Número', '81988776655')
    expect(field(phones, 'Número')).toHaveProperty('value', '(81) 98877-6655')
    await choose(phones, 'Classificação', 'R')
    server.use({
      path: PHONES,
      body: social({
        current: [{ ...mobilePhone, tel_id: 5002, tel_prefixo: '98877', tel_sufixo: '6655' }],
      }),
    })
    await press(button(phones, 'SALVAR'))
    expect(await within(phones).findByText('Celular: (81) 98877-6655')).toBeTruthy()

    const emails = section('Email')
    await press(button(emails, 'Adicionar email'))
    await type(emails, 'Email', 'lucia.batista@exemplo.com.br')
    await choose(emails, 'Classificação', 'P')
    server.use({
      path: EMAILS,
      body: social({ current: [{ ...email, email_email: 'lucia.batista@exemplo.com.br' }] }),
    })
    await press(button(emails, 'SALVAR'))
    expect(await within(emails).findByText('lucia.batista@exemplo.com.br')).toBeTruthy()

    const addresses = section('Endereço')
    await press(button(addresses, 'Adicionar endereço'))
    await type(addresses, 'CEP', '52010100')
    await waitFor(() =>
      expect(field(addresses, 'Logradouro')).toHaveProperty('value', 'Henrique Dias'),
    )
    await type(addresses, 'Número', '48')
    await choose(addresses, 'Classificação', 'R')
    const savedAddress = {
      ...address,
      end_id: 42,
      end_cep: '52010100',
      end_lograd: 'Henrique Dias',
      end_num: '48',
      end_compl: null,
      end_bairro: 'Derby',
    }
    server.use({ path: ADDRESSES, body: social([savedAddress]) })
    await press(button(addresses, 'SALVAR'))
    expect(await within(addresses).findByText(/RUA Henrique Dias, 48 — Recife\/PE/)).toBeTruthy()

    expect(
      server.calls
        .filter((call) => call.method === 'POST' && !call.url.endsWith('/exchange/'))
        .map((call) => call.url.slice(call.url.indexOf('/social/'))),
    ).toEqual([
      '/social/v1/pessoa-fisica/telefones/',
      '/social/v1/pessoa-fisica/emails/',
      '/social/v2/pessoa-fisica/enderecos/',
    ])
    expect(server.callsTo('/social/v2/pessoa-fisica/enderecos/')[0]?.body).toMatchObject({
      end_cep: '52010100',
      end_lograd: 'Henrique Dias',
      end_num: '48',
      end_class: 'R',
    })
    // Every section this entity requires has an item now.
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
  })
})

/** The device's network as the browser reports it, with its event. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('step 2 Contatos offline (ADR 028)', () => {
  const POST_PHONE = '/social/v1/pessoa-fisica/telefones/'

  it('a phone saved offline shows at once as waiting, counts for Próximo, and goes by itself once online', async () => {
    const { server, user } = await openContacts([{ path: PHONES, body: social({ current: [] }) }])
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', true))
    goOnline(false)
    const phones = await openAdd(user, 'Telefone', 'Adicionar telefone')
    await user.type(field(phones, 'Número'), '81988776655')
    await user.selectOptions(field(phones, 'Classificação'), 'R')
    await user.click(button(phones, 'SALVAR'))
    const card = (await within(phones).findByText('Celular: (81) 98877-6655')).closest('li')
    expect(card?.textContent).toContain(wizard.saves.waiting)
    expect(screen.getByText(wizard.saves.queued('Telefone'))).toBeTruthy()
    // Recife requires a phone: the one waiting counts.
    await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false), { timeout: 3_000 })
    expect(server.callsTo(POST_PHONE)).toHaveLength(0)

    const phone = { ...mobilePhone, tel_id: 5002, tel_prefixo: '98877', tel_sufixo: '6655' }
    server.use(created(POST_PHONE, { tel_id: 5002 }), {
      path: PHONES,
      body: social({ current: [phone] }),
    })
    goOnline(true)
    await waitFor(() => expect(within(phones).queryByText(wizard.saves.waiting)).toBeNull())
    expect(within(phones).getByText('Celular: (81) 98877-6655')).toBeTruthy()
    expect(server.callsTo(POST_PHONE).filter((call) => call.method === 'POST')).toHaveLength(1)
  })

  it('an e-mail saved offline and refused once sent says so on its card, with the server message, until Descartar', async () => {
    const { server, user } = await openContacts()
    goOnline(false)
    const emails = await openAdd(user, 'Email', 'Adicionar email')
    await user.type(field(emails, 'Email'), 'maria@exemplo.com.br')
    await user.selectOptions(field(emails, 'Classificação'), 'P')
    await user.click(button(emails, 'SALVAR'))
    expect(await within(emails).findByText(wizard.saves.waiting)).toBeTruthy()

    server.use({
      method: 'POST',
      path: '/social/v1/pessoa-fisica/emails/',
      status: 405,
      body: { error: { status: 405, message: 'Cadastro em análise' } },
    })
    goOnline(true)
    const refused = await within(emails).findByText(wizard.saves.refused('Cadastro em análise'))
    const card = refused.closest('li') ?? emails
    expect(card.textContent).toContain('maria@exemplo.com.br')
    await user.click(within(card).getByRole('button', { name: 'Descartar' }))
    expect(within(emails).queryByText('maria@exemplo.com.br')).toBeNull()
    expect(within(emails).getByText('Nenhum email cadastrado.')).toBeTruthy()
  })
})
