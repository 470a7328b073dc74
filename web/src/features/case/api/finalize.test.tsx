import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/api/query-client'
import { ToastRegion } from '@/components/ui/toast-region'
import { toast } from '@/components/ui/toast'
import { mockFetch } from '@/test/fetch'
import { personToken } from '@/test/jwt'
import { caseStatusKey } from './case-status'
import { useFinalizeCaseMutation } from './finalize'

const FINALIZE_PATH = '/recad/v1/higienize-segurado/'

/** Stands in for the wizard's CONCLUIR: the button the person confirms with. */
function Concluir() {
  const finalize = useFinalizeCaseMutation()
  return (
    <button type="button" aria-busy={finalize.isPending} onClick={() => finalize.mutate()}>
      Concluir
    </button>
  )
}

/** A router with the two places the mutation knows: the wizard (/Censo/) and /Status/. */
function renderWizard() {
  const queryClient = createQueryClient()
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ToastRegion />
      </>
    ),
  })
  const censo = createRoute({ getParentRoute: () => root, path: '/Censo/', component: Concluir })
  const status = createRoute({
    getParentRoute: () => root,
    path: '/Status/',
    component: () => <h1>Status</h1>,
  })
  const router = createRouter({
    routeTree: root.addChildren([censo, status]),
    history: createMemoryHistory({ initialEntries: ['/Censo/'] }),
    trailingSlash: 'always',
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, queryClient }
}

beforeEach(() => {
  act(() => toast.clear())
  localStorage.setItem('token', personToken())
  localStorage.setItem('reviewed', 'true')
})

describe('useFinalizeCaseMutation', () => {
  it('locks the case, removes the reviewed flag, invalidates the status and leaves for /Status/', async () => {
    const api = mockFetch([
      {
        method: 'POST',
        path: FINALIZE_PATH,
        body: { data: { RecadAPI: { status: 'locked', data_hora: '2025-06-02T12:05:00.000Z' } } },
      },
    ])
    const { router, queryClient } = renderWizard()
    queryClient.setQueryData(caseStatusKey(42), null)
    await userEvent.click(await screen.findByRole('button', { name: 'Concluir' }))

    expect(await screen.findByRole('heading', { name: 'Status' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Status/')
    const [call] = api.callsTo(FINALIZE_PATH)
    expect(call?.method).toBe('POST')
    expect(call?.body).toMatchObject({
      pf_id: 42,
      status: 'locked',
      device: { id: expect.any(String) },
    })
    expect(call?.headers.get('X-Checksum')).toMatch(/^[0-9a-f]{64}$/)
    expect(localStorage.getItem('reviewed')).toBeNull()
    expect(queryClient.getQueryState(caseStatusKey(42))?.isInvalidated).toBe(true)
  })

  // The spec shows no answer for finalize (ADR 024): whatever a backend answers with a 2xx is success.
  it.each([
    ['no body (204)', { status: 204 }],
    ['an empty object', { body: {} }],
    ['another object', { body: { data: { RecadAPI: { ok: true, protocolo: 'x' } } } }],
  ])('with %s still leaves for /Status/, without a failure toast', async (_name, answer) => {
    mockFetch([{ method: 'POST', path: FINALIZE_PATH, ...answer }])
    const { router } = renderWizard()
    await userEvent.click(await screen.findByRole('button', { name: 'Concluir' }))
    expect(await screen.findByRole('heading', { name: 'Status' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Status/')
    expect(screen.queryByText(/^Ops!/)).toBeNull()
  })

  it.each([
    [
      'a refusal (409)',
      { status: 409, body: { error: { status: 409, message: 'Registro já existente' } } },
    ],
    ['a server error', { status: 500, body: { error: { status: 500, message: 'x' } } }],
    ['a network failure', { network: true }],
  ])('on %s shows the toast, stops loading and stays in the wizard', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch([{ method: 'POST', path: FINALIZE_PATH, ...answer }])
    const { router } = renderWizard()
    const button = await screen.findByRole('button', { name: 'Concluir' })
    await userEvent.click(button)

    expect(
      await screen.findByText(
        'Ops! Não foi possível atender a esta solicitação neste momento...Tente novamente em instantes.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'))
    expect(router.state.location.pathname).toBe('/Censo/')
    expect(localStorage.getItem('reviewed')).toBe('true')
  })

  it('is busy while the call runs', async () => {
    let answer: ((response: Response) => void) | undefined
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    renderWizard()
    const button = await screen.findByRole('button', { name: 'Concluir' })
    await userEvent.click(button)
    expect(button.getAttribute('aria-busy')).toBe('true')
    // The checksum hook runs before fetch: answer only the request that was made.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    answer?.(
      new Response(
        JSON.stringify({
          data: { RecadAPI: { status: 'locked', data_hora: '2025-06-02T12:05:00Z' } },
        }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    )
    expect(await screen.findByRole('heading', { name: 'Status' })).toBeTruthy()
  })
})
