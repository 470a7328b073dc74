import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { logout, setToken } from '@/features/session/session'
import { signOut } from '@/features/session/sign-out'
import { personToken } from '@/test/jwt'
import { keepPhoto, keptPhotoKeys, readPhoto } from './device-photos'
import {
  countWaitingSaves,
  DEVICE_CACHE_MAX_AGE_MS,
  keptQueryKeys,
  openDeviceCache,
} from './device-cache'

const PERSON = 42
const OTHER = 7
const profileKey = (pfId: number) => ['wizard', 'profile', pfId]

/** A page's query client that has read the person's profile, kept on the device. */
async function pageThatRead(pfId: number, data: object = { nome: 'Ana' }) {
  const queryClient = new QueryClient()
  await openDeviceCache(queryClient, pfId)
  queryClient.setQueryData(profileKey(pfId), data)
  await waitFor(async () =>
    expect(await keptQueryKeys(pfId)).toContain(JSON.stringify(profileKey(pfId))),
  )
  return queryClient
}

describe('the wizard copy kept on the device', () => {
  it('puts the person copy back into a new page, and only that person', async () => {
    await pageThatRead(PERSON, { nome: 'Ana' })
    await pageThatRead(OTHER, { nome: 'Bruno' })
    const next = new QueryClient()
    expect(await openDeviceCache(next, PERSON)).toBe(true)
    expect(next.getQueryData(profileKey(PERSON))).toEqual({ nome: 'Ana' })
    expect(next.getQueryData(profileKey(OTHER))).toBeUndefined()
  })

  it('keeps the wizard reads only: not the metadata, not an upload progress', async () => {
    const queryClient = await pageThatRead(PERSON)
    queryClient.setQueryData(['metadata', 'censo'], { x: 1 })
    queryClient.setQueryData(['wizard', 'upload', 'rg', 'progress'], 40)
    queryClient.setQueryData(['wizard', 'rating', PERSON], 4)
    await waitFor(async () =>
      expect(await keptQueryKeys(PERSON)).toContain(JSON.stringify(['wizard', 'rating', PERSON])),
    )
    const keys = await keptQueryKeys(PERSON)
    expect(keys.some((key) => key.includes('metadata') || key.includes('upload'))).toBe(false)
  })

  it('drops a copy not written for 7 days', async () => {
    await pageThatRead(PERSON)
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + DEVICE_CACHE_MAX_AGE_MS + 1_000)
    const next = new QueryClient()
    expect(await openDeviceCache(next, PERSON)).toBe(false)
    expect(next.getQueryData(profileKey(PERSON))).toBeUndefined()
  })

  it('leaves the device with the person own Sair, and nobody else copy with it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    await pageThatRead(PERSON)
    await pageThatRead(OTHER)
    setToken(personToken({ pfid: PERSON }))
    await signOut()
    expect(assign).toHaveBeenCalledWith('/')
    expect(await keptQueryKeys(PERSON)).toEqual([])
    expect(await keptQueryKeys(OTHER)).toContain(JSON.stringify(profileKey(OTHER)))
  })

  it("Sair takes the person's photos waiting to be sent too, and nobody else's", async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    await pageThatRead(PERSON)
    const bytes = new Uint8Array([255, 216, 255, 224])
    const own = await keepPhoto(PERSON, { name: 'rosto.jpg', type: 'image/jpeg', bytes })
    const other = await keepPhoto(OTHER, { name: 'rg.jpg', type: 'image/jpeg', bytes })
    expect((await readPhoto(own))?.bytes).toEqual(bytes)
    setToken(personToken({ pfid: PERSON }))
    await signOut()
    expect(await keptPhotoKeys(PERSON)).toEqual([])
    expect(await keptPhotoKeys(OTHER)).toEqual([other])
  })

  it('drops the photos no save kept on the device refers to (their save went with a copy over 7 days old)', async () => {
    const first = new QueryClient()
    await openDeviceCache(first, PERSON)
    const bytes = new Uint8Array([1, 2, 3])
    const kept = await keepPhoto(PERSON, { name: 'a.jpg', type: 'image/jpeg', bytes })
    await keepPhoto(PERSON, { name: 'b.jpg', type: 'image/jpeg', bytes })
    onlineManager.setOnline(false)
    const save = new MutationObserver<void, Error, { pfId: number; body: { photo: string } }>(
      first,
      { mutationKey: ['wizard', 'save', 'imagens:enviar'], mutationFn: async () => {} },
    )
    void save.mutate({ pfId: PERSON, body: { photo: kept } }).catch(() => {})
    await waitFor(async () => expect(await countWaitingSaves(PERSON)).toBe(1))

    await openDeviceCache(new QueryClient(), PERSON)
    expect(await keptPhotoKeys(PERSON)).toEqual([kept])
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + DEVICE_CACHE_MAX_AGE_MS + 1_000)
    await openDeviceCache(new QueryClient(), PERSON)
    expect(await keptPhotoKeys(PERSON)).toEqual([])
  })

  it('stays when the session ended by itself: the same person finds it after logging in', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    await pageThatRead(PERSON)
    setToken(personToken({ pfid: PERSON }))
    logout()
    expect(assign).toHaveBeenCalledWith('/')
    expect(await keptQueryKeys(PERSON)).toContain(JSON.stringify(profileKey(PERSON)))
  })

  it('Sair with saves still waiting asks first: staying keeps everything; leaving removes them', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const queryClient = await pageThatRead(PERSON)
    onlineManager.setOnline(false)
    const save = new MutationObserver<void, Error, { pfId: number }>(queryClient, {
      mutationKey: ['wizard', 'save', 'contatos:emails:add'],
      mutationFn: async () => {},
    })
    void save.mutate({ pfId: PERSON }).catch(() => {})
    await waitFor(async () => expect(await countWaitingSaves(PERSON)).toBe(1))
    setToken(personToken({ pfid: PERSON }))
    const user = userEvent.setup()

    const staying = signOut()
    const question = await screen.findByRole('dialog', {
      name: 'Você tem 1 alteração ainda não enviada',
    })
    await user.click(within(question).getByRole('button', { name: 'Continuar aqui' }))
    await staying
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(assign).not.toHaveBeenCalled()
    expect(localStorage.getItem('token')).not.toBeNull()
    expect(await countWaitingSaves(PERSON)).toBe(1)

    const leaving = signOut()
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair e apagar' }),
    )
    await leaving
    expect(assign).toHaveBeenCalledWith('/')
    expect(await countWaitingSaves(PERSON)).toBe(0)
    expect(await keptQueryKeys(PERSON)).toEqual([])
  })
})
