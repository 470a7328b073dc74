import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  sampleReceiptCheck,
  sampleReceiptProtocol,
} from '@censo/fixtures/samples/receipt-validation'
import { recad } from '@/test/envelopes'
import { mockFetch, type MockRoute } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { goOnline } from '@/test/network'
import { renderApp } from '@/test/render-app'

const LOOKUP_PATH = `/recad/v1/validate/receipt/${sampleReceiptProtocol}/`
const authentic = recad(sampleReceiptCheck)
const fails = (status: number): MockRoute => ({
  path: LOOKUP_PATH,
  status,
  body: { error: { status, message: 'x' } },
})

function server(...routes: MockRoute[]) {
  return mockFetch([{ path: '/meta/v2/data/censo/', body: metaAnswer() }, ...routes])
}

const h1 = () => screen.findByRole('heading', { level: 1, name: 'Validar comprovante' })
/** The value shown next to a label of the facts list. */
const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
const field = () => screen.getByRole('textbox', { name: 'Protocolo' })

async function check(protocol: string) {
  await h1()
  await userEvent.type(field(), protocol)
  await userEvent.click(screen.getByRole('button', { name: 'Validar' }))
}

describe('/Validar/ (public receipt check)', () => {
  it('shows an authentic receipt: entity, masked name and CPF, Recife time, technician', async () => {
    const fetched = server({ path: LOOKUP_PATH, body: authentic })
    const { router } = renderApp('/Validar/')
    await check('a3f91c0b7d2e')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Comprovante autêntico' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(heading.closest('[aria-live="polite"]')).toBeTruthy()
    expect({
      Entidade: fact('Entidade'),
      Nome: fact('Nome'),
      CPF: fact('CPF'),
      'Data/Hora': fact('Data/Hora'),
      'Responsável técnico': fact('Responsável técnico'),
    }).toEqual({
      Entidade: 'Recife',
      Nome: 'E****** P****** L***',
      CPF: '***.258.369-**',
      'Data/Hora': '02/06/2025 09:05',
      'Responsável técnico': 'Amanda Correia Lima',
    })
    expect(router.state.location.pathname).toBe('/Validar/A3-F9-1C-0B-7D-2E/')
    expect(field()).toHaveProperty('value', 'A3-F9-1C-0B-7D-2E')
    const [call] = fetched.callsTo(LOOKUP_PATH)
    expect(call?.headers.get('authorization')).toBeNull()
  })

  it('looks up the protocol of the address (the QR code) without typing', async () => {
    const fetched = server({ path: LOOKUP_PATH, body: authentic })
    renderApp('/Validar/A3-F9-1C-0B-7D-2E/')
    expect(await screen.findByRole('heading', { name: 'Comprovante autêntico' })).toBeTruthy()
    expect(field()).toHaveProperty('value', 'A3-F9-1C-0B-7D-2E')
    expect(fetched.callsTo(LOOKUP_PATH)).toHaveLength(1)
  })

  it('says "not found" for an unknown protocol, and asks again when it is sent again', async () => {
    const fetched = server(fails(404))
    renderApp('/Validar/')
    await check('A3-F9-1C-0B-7D-2E')
    const heading = await screen.findByRole('heading', { name: 'Comprovante não encontrado' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(/Nenhum recenseamento consolidado tem o protocolo A3-F9-1C-0B-7D-2E/))
    await userEvent.click(screen.getByRole('button', { name: 'Validar' }))
    await waitFor(() => expect(fetched.callsTo(LOOKUP_PATH)).toHaveLength(2))
    expect(await screen.findByRole('heading', { name: 'Comprovante não encontrado' })).toBeTruthy()
  })

  it('drops the facts of an earlier authentic receipt when the next protocol, sent with Enter, is unknown', async () => {
    const fetched = server(
      { path: LOOKUP_PATH, body: authentic },
      { ...fails(404), path: '/recad/v1/validate/receipt/00-00-00-00-00-00/' },
    )
    renderApp('/Validar/')
    await check('A3F91C0B7D2E')
    expect(await screen.findByRole('heading', { name: 'Comprovante autêntico' })).toBeTruthy()
    await userEvent.clear(field())
    await userEvent.type(field(), '00-00-00-00-00-00{Enter}')
    const heading = await screen.findByRole('heading', { name: 'Comprovante não encontrado' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.queryByRole('heading', { name: 'Comprovante autêntico' })).toBeNull()
    expect(screen.queryByText('Entidade', { selector: 'dt' })).toBeNull()
    expect(fetched.callsTo('/validate/receipt/00-00-00-00-00-00/')).toHaveLength(1)
  })

  it('refuses a malformed protocol without calling the API', async () => {
    const fetched = server()
    renderApp('/Validar/')
    await check('A3-F9-1C-0B')
    expect(
      await screen.findByText(/Protocolo inválido\. Informe os 12 caracteres do comprovante/),
    ).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field())
    expect(fetched.calls.filter((call) => call.url.includes('/validate/receipt/'))).toEqual([])
  })

  it('drops an earlier result when a malformed protocol is sent after it', async () => {
    server(fails(404))
    const { router } = renderApp('/Validar/')
    await check('A3-F9-1C-0B-7D-2E')
    expect(await screen.findByRole('heading', { name: 'Comprovante não encontrado' })).toBeTruthy()
    await userEvent.clear(field())
    await check('A3-F9')
    expect(await screen.findByText(/Protocolo inválido/)).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/Validar/'))
    expect(screen.queryByRole('heading', { name: 'Comprovante não encontrado' })).toBeNull()
  })

  it('refuses a malformed protocol in the address without calling the API', async () => {
    const fetched = server()
    renderApp('/Validar/XYZ/')
    await h1()
    expect(screen.getByText(/Protocolo inválido/)).toBeTruthy()
    expect(fetched.calls.filter((call) => call.url.includes('/validate/receipt/'))).toEqual([])
  })

  it('says to wait when the look-ups are rate-limited (429)', async () => {
    server(fails(429))
    renderApp('/Validar/')
    await check('A3F91C0B7D2E')
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível validar agora' }),
    ).toBeTruthy()
    expect(
      screen.getByText('Muitas consultas em pouco tempo...aguarde um minuto e tente novamente.'),
    ).toBeTruthy()
  })

  it('leaves for the offline screen when the connection drops on it (not an offline route)', async () => {
    server()
    renderApp('/Validar/')
    await h1()
    goOnline(false)
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem conexão' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Protocolo' })).toBeNull()
  })

  it('shows the offline screen while offline', async () => {
    server()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderApp('/Validar/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem conexão' })).toBeTruthy()
  })
})
