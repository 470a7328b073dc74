import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { registerServiceWorker } from './service-worker-registration'

/** A stand-in for `navigator.serviceWorker`, which happy-dom does not have. */
class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super()
  }
  register = vi.fn(async () => ({ update: vi.fn(async () => {}) }))
  takeOver() {
    this.controller = {}
    this.dispatchEvent(new Event('controllerchange'))
  }
}

function install(controller: object | null) {
  const container = new FakeContainer(controller)
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return container
}

describe('registerServiceWorker', () => {
  beforeEach(() => {
    mockFetch([{ path: '/meta/v2/data/censo/', body: metaAnswer() }])
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('registers /sw.js, served from the root so that its scope is the whole site', async () => {
    const container = install(null)
    const { router } = renderApp('/Ajuda/')
    registerServiceWorker(router, null)
    expect(container.register).toHaveBeenCalledWith('/sw.js')
    await screen.findByRole('heading', { level: 1, name: 'Ajuda' })
  })

  it('loads the next screen in full when a new version took over before the registration', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const container = install({})
    const controllerAtStart = container.controller
    act(() => container.takeOver())
    const { router } = renderApp('/Ajuda/')
    registerServiceWorker(router, controllerAtStart)
    await screen.findByRole('heading', { level: 1, name: 'Ajuda' })
    await act(() => router.navigate({ to: '/Sobre/' }))
    expect(assign).toHaveBeenCalledWith('/Sobre/')
  })

  it('loads the next screen in full once a new version has taken over', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const container = install({})
    const { router } = renderApp('/Ajuda/')
    registerServiceWorker(router, container.controller)
    await screen.findByRole('heading', { level: 1, name: 'Ajuda' })
    act(() => container.takeOver())
    expect(assign).not.toHaveBeenCalled()
    await act(() => router.navigate({ to: '/Sobre/' }))
    expect(assign).toHaveBeenCalledWith('/Sobre/')
  })

  it('does not reload when the first worker takes control of the page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const container = install(null)
    const { router } = renderApp('/Ajuda/')
    registerServiceWorker(router, null)
    await screen.findByRole('heading', { level: 1, name: 'Ajuda' })
    act(() => container.takeOver())
    await act(() => router.navigate({ to: '/Sobre/' }))
    expect(assign).not.toHaveBeenCalled()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre' })).toBeTruthy()
  })
})
