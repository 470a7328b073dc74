import { afterEach, describe, expect, it, vi } from 'vitest'
import { evaluateRouteChunks } from './route-chunks'

function addLink(href: string, routeChunk = true) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  if (routeChunk) link.setAttribute('data-route-chunk', '')
  link.href = href
  document.head.append(link)
}

const pathOf = (href: string) => new URL(href).pathname

describe('evaluateRouteChunks', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove()
  })

  it('imports the route’s chunks in the page’s order, each in a task of its own', async () => {
    addLink('/assets/entry.js', false)
    addLink('/assets/api.js')
    addLink('/assets/wizard.js')
    const events: string[] = []
    let task = 0
    const ticking = setInterval(() => task++, 0)
    const load = vi.fn(async (href: string) => {
      events.push(`${pathOf(href)}@${task}`)
    })
    await evaluateRouteChunks(load, () => true)
    clearInterval(ticking)
    expect(events.map((event) => event.split('@')[0])).toEqual([
      '/assets/api.js',
      '/assets/wizard.js',
    ])
    const [first, second] = events.map((event) => Number(event.split('@')[1]))
    expect(second).toBeGreaterThan(first ?? Infinity)
  })

  it('stops at a chunk that fails to load, leaving the rest to the router', async () => {
    addLink('/assets/api.js')
    addLink('/assets/wizard.js')
    const load = vi.fn(async (href: string) => {
      if (href.endsWith('api.js'))
        throw new TypeError('Failed to fetch dynamically imported module')
    })
    await expect(evaluateRouteChunks(load, () => true)).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does nothing on a page without route chunks', async () => {
    addLink('/assets/entry.js', false)
    const load = vi.fn(async () => {})
    await evaluateRouteChunks(load, () => true)
    expect(load).not.toHaveBeenCalled()
  })

  it('stops at the first chunk not downloaded yet, leaving it and the rest to the router', async () => {
    addLink('/assets/api.js')
    addLink('/assets/wizard.js')
    addLink('/assets/steps.js')
    const load = vi.fn(async (_href: string) => {})
    await evaluateRouteChunks(load, (href) => !href.endsWith('wizard.js'))
    expect(load.mock.calls.map(([href]) => pathOf(href))).toEqual(['/assets/api.js'])
  })

  it('takes a chunk without a resource timing entry as not downloaded yet', async () => {
    addLink('/assets/never-fetched.js')
    const load = vi.fn(async () => {})
    await evaluateRouteChunks(load)
    expect(load).not.toHaveBeenCalled()
  })
})
