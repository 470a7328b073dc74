import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { sampleProfile } from '@censo/fixtures/samples/profile'
import { keptQueryKeys } from '@/features/offline/device-cache'
import { renderApp } from '@/test/render-app'
import * as t from '@/text/pt-BR/wizard'
import { mobilePhone, PHONES } from './steps/contacts/test-routes'
import { holdAnswers } from '@/test/fetch'
import { EXCHANGE, person, PF_ID, stepHeading, wizardServer } from './test-support'

// The wizard opened with no network from the person's copy kept on the device (ADR 028).

const STATUS = `/recad/v1/higienize-segurado/${PF_ID}/`
const field = (name: string) => screen.getByLabelText(name)

const keptKeys = () => keptQueryKeys(PF_ID)

/** Opens /Censo/ online once and waits until the device holds the person's reads. */
async function visitOnline() {
  wizardServer()
  renderApp('/Censo/')
  expect(await stepHeading(/Perfil/)).toBeTruthy()
  await waitFor(async () => {
    const keys = await keptKeys()
    expect(keys).toContain(JSON.stringify(['wizard', 'profile', PF_ID]))
    expect(keys).toContain(JSON.stringify(['wizard', 'contacts', 'telefones', PF_ID]))
  })
  cleanup()
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
}

describe('the wizard without a network', () => {
  it('opens from the copy kept on the device, with the offline line, asking the server nothing', async () => {
    await visitOnline()
    goOffline()
    const server = wizardServer()
    renderApp('/Censo/')
    expect(await stepHeading(/Perfil/)).toBeTruthy()
    expect(field('Nome')).toHaveProperty('value', sampleProfile.nome)
    expect(screen.getByText(t.wizard.offline.notice)).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: 'Sem conexão' })).toBeNull()
    expect(server.callsTo(STATUS)).toHaveLength(0)
    expect(server.callsTo(PHONES)).toHaveLength(0)
  })

  it('checks the case again once back online, keeping the wizard and what was typed on screen', async () => {
    await visitOnline()
    goOffline()
    const server = wizardServer()
    renderApp('/Censo/')
    expect(await stepHeading(/Perfil/)).toBeTruthy()
    const user = userEvent.setup()
    await user.clear(field('Nome da mãe'))
    await user.type(field('Nome da mãe'), 'Luzia Albuquerque')
    const typed = field('Nome da mãe')

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(server.callsTo(STATUS)).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText(t.wizard.offline.notice)).toBeNull())
    expect(field('Nome da mãe')).toBe(typed)
    expect(typed).toHaveProperty('value', 'Luzia Albuquerque')
  })

  it('keeps what it had read when a read fails for lack of network, instead of an empty list', async () => {
    const server = wizardServer()
    const { queryClient } = renderApp('/Censo/')
    expect(await stepHeading(/Perfil/)).toBeTruthy()
    const phones = ['wizard', 'contacts', 'telefones', PF_ID]
    await waitFor(() => expect(queryClient.getQueryState(phones)?.status).toBe('success'))
    // The phones are read again and get no answer, though the device says it is online.
    server.use({ path: PHONES, network: true })
    await act(() => queryClient.invalidateQueries({ queryKey: phones }))
    await waitFor(() => expect(queryClient.getQueryState(phones)?.status).toBe('error'))
    expect(JSON.stringify(queryClient.getQueryData(phones))).toContain(mobilePhone.tel_sufixo)
    expect(await screen.findByText(t.wizard.offline.notice)).toBeTruthy()
  })

  it('online, reads afresh rather than from the copy: a copy written before the last answer is not shown', async () => {
    await visitOnline()
    // Another device (or the last save before a reload) changed the mother's name meanwhile.
    const server = wizardServer(person({ filiacao: [] }))
    const held = holdAnswers((url) => url.endsWith(EXCHANGE))
    renderApp('/Censo/')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByLabelText('Nome da mãe')).toBeNull()
    held()
    expect(await stepHeading(/Perfil/)).toBeTruthy()
    expect(field('Nome da mãe')).toHaveProperty('value', '')
    expect(server.callsTo(EXCHANGE).length).toBeGreaterThan(0)
  })

  it('shows the offline screen when the device keeps nothing of the person', async () => {
    goOffline()
    const server = wizardServer()
    renderApp('/Censo/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sem conexão' }, { timeout: 5_000 }),
    ).toBeTruthy()
    expect(server.callsTo(STATUS)).toHaveLength(0)
  })
})
