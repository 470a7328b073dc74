import { MutationObserver } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HTTPError } from 'ky'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { holdAnswers, mockFetch, type MockRoute } from '@/test/fetch'
import { personToken } from '@/test/jwt'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { recad, social } from '@/test/envelopes'
import { wizardReads } from '@/features/wizard/test-routes'

const STATUS_PATH = '/recad/v1/higienize-segurado/42/'
const RECEIPT_PATH = '/recad/v1/validate/42/report/'
const EXCHANGE_PATH = '/social/v1/pessoa-fisica/exchange/'

const locked = {
  status: 'locked',
  uupfid: null,
  message: null,
  data_hora: '2025-05-12T10:15:00-03:00',
  validation_hash: null,
}
const released = {
  status: 'released',
  uupfid: 900,
  message:
    '<p>Encontramos as seguintes pendências:</p><ul><li>A imagem do <strong>RG</strong> está ilegível.</li></ul><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 1"><a href="javascript:window.__xss = 1">veja</a>',
  data_hora: '2025-05-20T16:42:00-03:00',
  validation_hash: null,
}
const done = {
  status: 'done',
  uupfid: 900,
  message: null,
  data_hora: '2025-06-02T09:05:00-03:00',
  validation_hash: 'a3f91c0b7d2e',
}

const status = (record: object): MockRoute => ({ path: STATUS_PATH, body: recad(record) })
const statusFails = (code: number): MockRoute => ({
  path: STATUS_PATH,
  status: code,
  body: { error: { status: code, message: 'x' } },
})

/** The metadata, the exchange and, for a case that stays on /Censo/, the wizard's reads. */
function server(...routes: MockRoute[]) {
  return mockFetch([
    { path: '/meta/v2/data/censo/', body: metaAnswer() },
    ...wizardReads,
    {
      method: 'POST',
      path: EXCHANGE_PATH,
      body: social({
        '42': { pf_id: 42, nome: 'Maria das Dores', foto_url: null },
        '900': { pf_id: 900, nome: 'Amanda Correia Lima', foto_url: null },
      }),
    },
    ...routes,
  ])
}

// ky retries a failed GET twice with back-off (about 1 s in all), so waits allow for that.
const RETRIES_DONE = { timeout: 5_000 }
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, RETRIES_DONE)
/** /Censo/'s offline screen: the wizard's code loads first (to read the device's copy), a while. */
const offlineScreen = () =>
  screen.findByRole('heading', { level: 1, name: 'Sem conexão' }, { timeout: 15_000 })
const statusFailure = 'Ops! Não foi possível realizar esta operação...tente novamente em instantes.'

/** The value of a row of the facts list, by its label. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

const NOT_EDITABLE = 'Cadastro bloqueado para alterações enquanto é verificado'

/**
 * The status image a sighted person sees (its kind), and whether assistive technology is told
 * about it: the decorative ones repeat the screen's text and are hidden.
 */
function illustration(container: HTMLElement) {
  const image = container.querySelector('svg[data-illustration]')
  return {
    kind: image?.getAttribute('data-illustration'),
    hidden: image?.getAttribute('aria-hidden') === 'true',
    size: [image?.getAttribute('width'), image?.getAttribute('height')],
  }
}

beforeEach(() => {
  act(() => toast.clear())
  localStorage.setItem('token', personToken())
})

describe('opening /Censo/', () => {
  it('sends a locked case to /Status/ with the waiting text', async () => {
    server(status(locked))
    const { router } = renderApp('/Censo/')
    expect(await h1('Agora é com a gente!')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Status/')
    expect(
      screen.getByText(
        'Seu cadastro está em processo de verificação e em breve você será notificado sobre o status da validação dos dados',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Download do comprovante' })).toBeNull()
  })

  it('sends a done case to the receipt on /Status/', async () => {
    server(status(done))
    const { router } = renderApp('/Censo/')
    expect(await h1('Cadastro consolidado!')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Status/')
  })

  it('sends a released case to /Review/ once, setting the reviewed flag', async () => {
    server(status(released))
    const { router } = renderApp('/Censo/')
    expect(await h1('Atenção')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Review/')
    expect(localStorage.getItem('reviewed')).toBe('true')

    await userEvent.click(screen.getByRole('link', { name: 'Corrigir inconsistências' }))
    expect(await h1('Recenseamento')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')
  })

  it('keeps a released case on /Censo/ when the review was already seen', async () => {
    localStorage.setItem('reviewed', 'true')
    const api = server(status(released))
    const { router } = renderApp('/Censo/')
    expect(await h1('Recenseamento')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')
    expect(api.callsTo(STATUS_PATH)).toHaveLength(1)
  })

  it('shows the review again after the help page reset the flag', async () => {
    localStorage.setItem('reviewed', 'false')
    server(status(released))
    renderApp('/Censo/')
    expect(await h1('Atenção')).toBeTruthy()
  })

  it('stays on /Censo/ when there is no case (404)', async () => {
    const api = server(statusFails(404))
    const { router } = renderApp('/Censo/')
    expect(await h1('Recenseamento')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')
    expect(api.callsTo(STATUS_PATH)).toHaveLength(1)
    expect(localStorage.getItem('reviewed')).toBeNull()
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
  })

  it('shows the toast and goes to / after a server error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server(statusFails(500))
    const { router } = renderApp('/Censo/')
    const toastMessage = await screen.findByText(statusFailure, {}, RETRIES_DONE)
    expect(toastMessage.closest('[role="alert"]')).toBeTruthy()
    expect(await h1('Bem-vindo ao Recenseamento')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('stays on /Censo/ after a network failure: the offline screen when the device keeps no copy (ADR 028)', async () => {
    server({ path: STATUS_PATH, network: true })
    const { router } = renderApp('/Censo/')
    expect(await offlineScreen()).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')
    expect(screen.queryByText(statusFailure)).toBeNull()
  })

  it('shows the offline screen without asking (no toast, no redirect) while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const api = server(status(locked))
    const { router } = renderApp('/Censo/')
    expect(await offlineScreen()).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')
    expect(api.callsTo(STATUS_PATH)).toHaveLength(0)
    expect(screen.queryByText(statusFailure)).toBeNull()
  })

  it('asks the server again on every opening (a technician may have moved the case)', async () => {
    const api = server(statusFails(404))
    const { router } = renderApp('/Censo/')
    await h1('Recenseamento')
    api.use(status(locked))
    await act(() => router.navigate({ to: '/Ajuda/' }))
    await h1('Ajuda')
    // Past the few seconds the answer stays fresh.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000)
    await act(() => router.navigate({ to: '/Censo/' }))
    expect(await h1('Agora é com a gente!')).toBeTruthy()
  })
})

// A pointer over a link preloads its route; the click that follows, while the status read of
// that preload is still on its way, must still be decided by the route's check (ADR 008).
describe.each([
  { from: '/Censo/', answer: status(locked), title: 'Agora é com a gente!', lands: '/Status/' },
  { from: '/Review/', answer: status(locked), title: 'Agora é com a gente!', lands: '/Status/' },
  { from: '/Status/', answer: statusFails(404), title: 'Recenseamento', lands: '/Censo/' },
] as const)(
  'following a link to $from while its preload runs',
  ({ from, answer, title, lands }) => {
    it(`lands on ${lands}`, async () => {
      server(answer)
      const { router } = renderApp('/Ajuda/')
      await h1('Ajuda')
      const release = holdAnswers((url) => url.endsWith(STATUS_PATH))
      void router.preloadRoute({ to: from })
      const opening = router.navigate({ to: from })
      release()
      await act(() => opening)
      expect(await h1(title)).toBeTruthy()
      expect(router.state.location.pathname).toBe(lands)
    })
  },
)

describe('the status images (ADR 008)', () => {
  it('shows a locked case that /Censo/ refused as not editable, named for screen readers', async () => {
    server(status(locked))
    const { container, router } = renderApp('/Censo/')
    await h1('Agora é com a gente!')
    expect(router.state.location.pathname).toBe('/Status/')
    const image = screen.getByRole('img', { name: NOT_EDITABLE })
    expect(image.getAttribute('data-illustration')).toBe('not-editable')
    expect(illustration(container).size).toEqual(['112', '112'])
  })

  it('shows a locked case opened on /Status/ itself as under analysis, decorative', async () => {
    server(status(locked))
    const { container } = renderApp('/Status/')
    await h1('Agora é com a gente!')
    expect(illustration(container)).toMatchObject({ kind: 'under-analysis', hidden: true })
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows a done case as finalized, decorative, however it was reached', async () => {
    server(status(done))
    for (const path of ['/Status/', '/Censo/']) {
      const view = renderApp(path)
      await h1('Cadastro consolidado!')
      expect(illustration(view.container)).toMatchObject({ kind: 'finalized', hidden: true })
      expect(screen.queryByRole('img')).toBeNull()
      view.unmount()
    }
  })

  it('shows a released case on /Review/ as refused, decorative', async () => {
    // Without the fixture's <img>, which happy-dom lets through DOMPurify.
    server(status({ ...released, message: '<p>A imagem do RG está ilegível.</p>' }))
    const { container } = renderApp('/Review/')
    await h1('Atenção')
    expect(illustration(container)).toMatchObject({ kind: 'refused', hidden: true })
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('/Status/', () => {
  it('says which saves made on the device were refused (the case was locked meanwhile) until Entendi (ADR 028)', async () => {
    server(status(locked))
    const { queryClient } = renderApp('/Status/')
    expect(await h1('Agora é com a gente!')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Alterações não enviadas' })).toBeNull()
    // An e-mail saved offline, refused (405) once sent: the case was locked by then.
    const refused = new Response('{}', { status: 405 })
    await new MutationObserver<void, Error, { pfId: number; label: string }>(queryClient, {
      mutationKey: ['wizard', 'save', 'contatos:emails:add'],
      mutationFn: async () => {
        // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- ky reads none of them here.
        throw new HTTPError(refused, new Request('http://api/x'), {} as never)
      },
    })
      .mutate({ pfId: 42, label: 'Email: maria@exemplo.com.br' })
      .catch(() => {})
    const notice = await screen.findByRole('region', { name: 'Alterações não enviadas' })
    expect(within(notice).getByText('Email: maria@exemplo.com.br')).toBeTruthy()
    await userEvent.click(within(notice).getByRole('button', { name: 'Entendi' }))
    expect(screen.queryByRole('region', { name: 'Alterações não enviadas' })).toBeNull()
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0)
  })

  it('shows the protocol, date-time in Recife and the technician name of a done case', async () => {
    const api = server(status(done))
    renderApp('/Status/')
    expect(await h1('Cadastro consolidado!')).toBeTruthy()
    expect(fact('Protocolo')).toBe('A3-F9-1C-0B-7D-2E')
    expect(fact('Data/Hora')).toBe('02/06/2025 09:05')
    await waitFor(() => expect(fact('Responsável técnico')).toBe('Amanda Correia Lima'))
    const exchanged = api.callsTo(EXCHANGE_PATH).map((call) => call.body)
    expect(exchanged).toContainEqual(
      expect.objectContaining({
        pf_ids: [900],
        options: { fields: ['nome', 'foto_url'], foto: { width: 32, quality: 100 } },
      }),
    )
  })

  it('shows N/D when the exchange fails or has no name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server(status(done), { method: 'POST', path: EXCHANGE_PATH, status: 500, body: {} })
    const first = renderApp('/Status/')
    await h1('Cadastro consolidado!')
    await waitFor(() => expect(fact('Responsável técnico')).toBe('N/D'))
    first.unmount()

    server(status(done), { method: 'POST', path: EXCHANGE_PATH, body: social({}) })
    renderApp('/Status/')
    await h1('Cadastro consolidado!')
    await waitFor(() => expect(fact('Responsável técnico')).toBe('N/D'))
  })

  it('downloads the receipt by navigating to url_file', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const url = 'http://localhost:3333/files/receipts/42-a3f91c0b7d2e.pdf'
    const api = server(status(done), { path: RECEIPT_PATH, body: recad({ url_file: url }) })
    renderApp('/Status/')
    await h1('Cadastro consolidado!')
    await userEvent.click(screen.getByRole('button', { name: 'Download do comprovante' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url))
    expect(api.callsTo(RECEIPT_PATH)).toHaveLength(1)
  })

  it('shows the download failure toast and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    server(status(done), { path: RECEIPT_PATH, status: 404, body: {} })
    const { router } = renderApp('/Status/')
    await h1('Cadastro consolidado!')
    await userEvent.click(screen.getByRole('button', { name: 'Download do comprovante' }))
    expect(
      await within(screen.getByRole('alert')).findByText(
        'Ops! Não foi possível atender a esta solicitação neste momento...Verifique a sua conexão com a internet e tente novamente em instantes.',
      ),
    ).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/Status/')
  })

  it('sends a released case to /Review/ and no case to /Censo/', async () => {
    server(status(released))
    const first = renderApp('/Status/')
    expect(await h1('Atenção')).toBeTruthy()
    expect(first.router.state.location.pathname).toBe('/Review/')
    first.unmount()

    server(statusFails(404))
    const second = renderApp('/Status/')
    expect(await h1('Recenseamento')).toBeTruthy()
    expect(second.router.state.location.pathname).toBe('/Censo/')
  })

  it('shows an error state with a retry when the status cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = server(statusFails(500))
    renderApp('/Status/')
    expect(await h1('Situação do cadastro')).toBeTruthy()
    expect(screen.getByText(statusFailure, { selector: 'p' })).toBeTruthy()
    api.use(status(locked))
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await h1('Agora é com a gente!')).toBeTruthy()
  })
})

describe('/Review/', () => {
  it('shows the text, the sanitized message, date-time, technician and the fix button', async () => {
    server(status(released))
    const { container } = renderApp('/Review/')
    expect(await h1('Atenção')).toBeTruthy()
    expect(
      screen.getByText(
        'O seu cadastro foi analisado por um técnico e as seguintes inconsistências foram encontradas:',
      ),
    ).toBeTruthy()
    // What DOMPurify removes is proven where HTML is parsed as browsers do: the sanitizer's own
    // test (jsdom) and the e2e (Chromium). happy-dom mangles DOMPurify's parse.
    const message = container.querySelector('.review-message')
    expect(message?.textContent).toContain('A imagem do RG está ilegível.')
    expect(fact('Data/Hora')).toBe('20/05/2025 16:42')
    await waitFor(() => expect(fact('Responsável técnico')).toBe('Amanda Correia Lima'))
    expect(
      screen.getByRole('link', { name: 'Corrigir inconsistências' }).getAttribute('href'),
    ).toBe('/Censo/')
    expect(localStorage.getItem('reviewed')).toBe('true')
  })

  it('shows once per session: Corrigir opens the wizard, and after the help page the review comes again', async () => {
    // The seed's caso-devolvido (pf_id 1015), as the mock answers it.
    const seeded = {
      ...released,
      message:
        '<p>Encontramos as seguintes pendências:</p><ul><li>A imagem do <strong>RG</strong> está ilegível; envie uma nova foto, sem reflexos.</li><li>O <strong>Ato de Posse</strong> não foi enviado.</li></ul><p>Corrija e conclua novamente.</p>',
    }
    server(status(seeded))
    const { container, router } = renderApp('/Censo/')
    expect(await h1('Atenção')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Review/')
    const message = container.querySelector('.review-message')
    expect(message?.querySelectorAll('li')).toHaveLength(2)
    expect(message?.querySelector('strong')?.textContent).toBe('RG')
    expect(message?.textContent).toContain('O Ato de Posse não foi enviado.')
    expect(fact('Data/Hora')).toBe('20/05/2025 16:42')

    await userEvent.click(screen.getByRole('link', { name: 'Corrigir inconsistências' }))
    expect(await h1('Recenseamento')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')

    await act(() => router.navigate({ to: '/Ajuda/' }))
    await h1('Ajuda')
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Iniciar recenseamento' }),
    )
    expect(await h1('Atenção')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Review/')
  })

  it('sends a case that is not released to /Censo/ (and on to /Status/ when locked)', async () => {
    server(statusFails(404))
    const first = renderApp('/Review/')
    expect(await h1('Recenseamento')).toBeTruthy()
    expect(first.router.state.location.pathname).toBe('/Censo/')
    first.unmount()

    server(status(locked))
    const second = renderApp('/Review/')
    expect(await h1('Agora é com a gente!')).toBeTruthy()
    expect(second.router.state.location.pathname).toBe('/Status/')
  })
})
