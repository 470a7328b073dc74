import {
  MutationObserver,
  onlineManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { useSentNotice } from './use-sent-notice'

// Saves kept on the device are said sent once the last of them is made (docs/decisions/028).

const KEY = ['wizard', 'save', 'test']

/** A client whose test saves are refused when their variables say so. */
function client() {
  const queryClient = new QueryClient()
  queryClient.setMutationDefaults(KEY, {
    mutationFn: async (variables: string) => {
      if (variables === 'refused') throw new Error('405')
    },
    scope: { id: 'wizard-saves' },
  })
  return queryClient
}

function listen(queryClient: QueryClient) {
  const show = vi.spyOn(toast, 'show')
  renderHook(useSentNotice, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  })
  return show
}

const save = (queryClient: QueryClient, variables: string, onSuccess?: () => void) =>
  new MutationObserver<void, Error, string>(queryClient, { mutationKey: KEY, onSuccess })
    .mutate(variables)
    .catch(() => {})

const connection = (online: boolean) => act(() => onlineManager.setOnline(online))

afterEach(() => toast.clear())

describe('useSentNotice', () => {
  it('says once how many saves made offline went, not counting a refused one', async () => {
    const queryClient = client()
    const show = listen(queryClient)
    connection(false)
    const saves = [
      save(queryClient, 'email'),
      save(queryClient, 'refused'),
      save(queryClient, 'phone'),
    ]
    connection(true)
    await act(() => Promise.all(saves))
    expect(show.mock.calls).toEqual([[t.wizard.saves.sent(2)]])
  })

  it('counts the saves already waiting when the wizard opens (restored from the copy)', async () => {
    const queryClient = client()
    connection(false)
    const restored = save(queryClient, 'email')
    const show = listen(queryClient)
    connection(true)
    await act(() => restored)
    await waitFor(() => expect(show.mock.calls).toEqual([[t.wizard.saves.sent(1)]]))
  })

  it('leaves a save made online, and one that says its own outcome, to their screens', async () => {
    const queryClient = client()
    const show = listen(queryClient)
    await act(() => save(queryClient, 'email'))
    connection(false)
    const photo = save(queryClient, 'photo', () => {})
    connection(true)
    await act(() => photo)
    expect(show).not.toHaveBeenCalled()
  })
})
