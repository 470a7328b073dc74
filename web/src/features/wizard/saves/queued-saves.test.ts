import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { HTTPError } from 'ky'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDeviceCache } from '@/features/offline/device-cache'
import { setToken } from '@/features/session/session'
import { personToken } from '@/test/jwt'
import {
  registerSaves,
  saveKey,
  saveVariables,
  type SaveKind,
  type SaveVariables,
} from './queued-saves'

// The wizard's saves as queued mutations (docs/decisions/028): order, exactly once, replays,
// refusals, the session across the gap, and a reload in between.

const PERSON = 42
const KIND = 'test:add'

interface Sent {
  name: string
}

/** A kind of save whose server is `server`: what it holds, what it answers. */
function fakeKind(server: { held: string[]; answer?: (name: string) => Response | null }) {
  const send = vi.fn(async (_pfId: number, body: Sent) => {
    const refusal = server.answer?.(body.name)
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- ky reads none of them here.
    if (refusal) throw new HTTPError(refusal, new Request('http://api/x'), {} as never)
    server.held.push(body.name)
  })
  const kind: SaveKind<Sent> = {
    kind: KIND,
    send,
    alreadySaved: async (_pfId, body) => server.held.includes(body.name),
    stale: () => [['wizard', 'test']],
  }
  return { kind, send }
}

function clientWith(kind: SaveKind<Sent>) {
  const queryClient = new QueryClient()
  registerSaves(queryClient, [kind])
  queryClient.mount()
  return queryClient
}

/** Makes a save as a screen does: through an observer of its key. */
function save(queryClient: QueryClient, name: string, at = Date.now()) {
  const observer = new MutationObserver<void, Error, SaveVariables<Sent>>(queryClient, {
    mutationKey: saveKey(KIND),
  })
  return observer.mutate({ ...saveVariables(PERSON, { name }, name), at }).catch(() => {})
}

const refused = (status: number) =>
  new Response(JSON.stringify({ error: { status, message: 'recusado' } }), { status })

const pending = (queryClient: QueryClient) =>
  queryClient.getMutationCache().findAll({ status: 'pending' }).length

beforeEach(() => {
  setToken(personToken({ pfid: PERSON }))
})

afterEach(() => {
  onlineManager.setOnline(true)
})

describe('queued saves', () => {
  it('a list read begun before a save is read again after it: the list shows what was saved', async () => {
    const server = { held: [] as string[] }
    const { kind } = fakeKind(server)
    const queryClient = clientWith(kind)
    // The list's read is on its way (a prefetch) when the save goes; it answers as it was before.
    let answerBefore: (() => void) | undefined
    const read = vi.fn(async () => {
      const before = [...server.held]
      if (read.mock.calls.length === 1) await new Promise<void>((go) => (answerBefore = go))
      return before
    })
    void queryClient.prefetchQuery({ queryKey: ['wizard', 'test'], queryFn: read })
    await waitFor(() => expect(answerBefore).toBeDefined())
    await save(queryClient, 'novo')
    answerBefore?.()
    // What the list's screen gets when it shows: the list with the save, not the answer before.
    const shown = await queryClient.fetchQuery({
      queryKey: ['wizard', 'test'],
      queryFn: read,
      staleTime: Infinity,
    })
    expect(shown).toEqual(['novo'])
  })

  it('made offline, are sent once back online, in the order they were made, each once', async () => {
    const server = { held: [] as string[] }
    const { kind, send } = fakeKind(server)
    const queryClient = clientWith(kind)
    onlineManager.setOnline(false)
    void save(queryClient, 'primeiro')
    void save(queryClient, 'segundo')
    void save(queryClient, 'terceiro')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(send).not.toHaveBeenCalled()
    expect(pending(queryClient)).toBe(3)

    onlineManager.setOnline(true)
    await waitFor(() => expect(server.held).toEqual(['primeiro', 'segundo', 'terceiro']))
    expect(send).toHaveBeenCalledTimes(3)
    expect(pending(queryClient)).toBe(0)
  })

  it('a refusal stops that save and not the ones after it; a server failure is tried again', async () => {
    let failures = 0
    const server = {
      held: [] as string[],
      answer: (name: string) => {
        if (name === 'recusado') return refused(400)
        if (name === 'instável' && failures++ === 0) return refused(503)
        return null
      },
    }
    const { kind, send } = fakeKind(server)
    const queryClient = clientWith(kind)
    onlineManager.setOnline(false)
    void save(queryClient, 'recusado')
    void save(queryClient, 'instável')
    void save(queryClient, 'depois')
    onlineManager.setOnline(true)
    await waitFor(() => expect(server.held).toEqual(['instável', 'depois']), { timeout: 5_000 })
    // The refused one stays, as an error, for the screen to say which one was not sent.
    const [failed] = queryClient.getMutationCache().findAll({ status: 'error' })
    expect(failed?.state.variables).toMatchObject({ body: { name: 'recusado' } })
    // 'instável': a 503, then sent again after the list said the server did not hold it.
    expect(send.mock.calls.map(([, body]) => body.name)).toEqual([
      'recusado',
      'instável',
      'instável',
      'depois',
    ])
  })

  it('a replay of a save that reached the server is not created twice', async () => {
    // The save was made on an earlier page, whose answer never came: the server holds it.
    const server = { held: ['já lá'] }
    const { kind, send } = fakeKind(server)
    const queryClient = clientWith(kind)
    // Made before this page (the test files may share one module load: any time before it).
    const earlierPage = 1
    await save(queryClient, 'já lá', earlierPage)
    await save(queryClient, 'novo', earlierPage)
    expect(send.mock.calls.map(([, body]) => body.name)).toEqual(['novo'])
    expect(server.held).toEqual(['já lá', 'novo'])
  })

  it('waits for its person: a 401 holds it (and the saves after it) until the same person logs in again', async () => {
    let expired = true
    const server = {
      held: [] as string[],
      answer: () => (expired ? refused(401) : null),
    }
    const { kind, send } = fakeKind(server)
    const queryClient = clientWith(kind)
    void save(queryClient, 'antes do login')
    void save(queryClient, 'depois')
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    // The session is over: no request while nobody (or somebody else) is logged in.
    localStorage.removeItem('token')
    setToken(personToken({ pfid: 7 }))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(send).toHaveBeenCalledTimes(1)
    expect(pending(queryClient)).toBe(2)

    expired = false
    setToken(personToken({ pfid: PERSON }))
    await waitFor(() => expect(server.held).toEqual(['antes do login', 'depois']), {
      timeout: 5_000,
    })
  })

  it('made offline, survive a reload: the next page sends them, in order, each once', async () => {
    const server = { held: [] as string[] }
    const first = fakeKind(server)
    const before = clientWith(first.kind)
    await openDeviceCache(before, PERSON)
    onlineManager.setOnline(false)
    void save(before, 'um')
    void save(before, 'dois')
    // Written on the device (the persister's throttle).
    await new Promise((resolve) => setTimeout(resolve, 600))
    before.unmount()

    const next = fakeKind(server)
    const after = clientWith(next.kind)
    onlineManager.setOnline(true)
    await openDeviceCache(after, PERSON)
    await waitFor(() => expect(server.held).toEqual(['um', 'dois']))
    expect(first.kind.send).not.toHaveBeenCalled()
    expect(next.send).toHaveBeenCalledTimes(2)
  })
})
