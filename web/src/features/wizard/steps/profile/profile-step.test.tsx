import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockRoute } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import * as t from '@/text/pt-BR/wizard'
import { draftKey } from '@/lib/drafts'
import {
  exchangeRoute,
  nextButton,
  PATCH_PROFILE,
  person,
  PF_ID,
  previousButton,
  stepHeading,
  wizardServer,
} from '@/features/wizard/test-support'
import { profileTexts } from './texts'
import { toProfile } from './rules'
import { profileValues } from './rules'
import type { ProfileSave } from './api/profile'
import type { ExchangePerson } from '@censo/contracts'
import { goOnline } from '@/test/network'
import { DEVICE_COORDINATES, setDeviceCoordinates } from '@/lib/device'
import { fakeGeolocation, fakePosition } from '@/test/geolocation'
import { deviceLocation } from '@/text/pt-BR/device-location'

/** Step 0's save as a queued save (docs/decisions/028). */

const field = (name: string) => screen.getByLabelText(name)
const patches = (server: ReturnType<typeof wizardServer>) =>
  server.callsTo(PATCH_PROFILE).filter((call) => call.method === 'PATCH')
const profileDraft = () => localStorage.getItem(draftKey(PF_ID, 'perfil'))
const onProfile = () => screen.getByRole('heading', { name: 'Perfil (etapa atual)' })

/** The profile PATCH answering an error `status`, `times` times (always when not given). */
const patchFails = (status: number, times?: number): MockRoute => ({
  method: 'PATCH',
  path: PATCH_PROFILE,
  status,
  body: { error: { status, message: 'x' } },
  ...(times === undefined ? {} : { times }),
})

/** The device's network as the browser reports it, with its event. */

/** Step 0 of a woman without her parents' names, her father's typed; Próximo enabled. */
async function typedFather(name = 'Severino') {
  const server = wizardServer(person({ filiacao: [] }))
  renderApp('/Censo/')
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Nome do pai'), name)
  await user.type(field('Nome da mãe'), 'Maria')
  await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
  return { server, user }
}

/** Próximo once enabled (the step reports its completeness after a pause). */
async function next(user: UserEvent) {
  await waitFor(() => expect(nextButton()).toHaveProperty('disabled', false))
  await user.click(nextButton())
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('step 0 Perfil saves (ADR 028)', () => {
  it('keeps a save of plain data: what waits on the device is JSON', () => {
    const profile = toProfile({
      ...person({ document_info: { perfil: { uupfid: 901, data_hora: '2024-09-18T10:42' } } }),
    })
    const save: ProfileSave = { values: profileValues(profile), profile }
    expect(JSON.parse(JSON.stringify(save))).toEqual(save)
  })

  it('offline, Próximo keeps the save on the device and moves on; back on the step it shows, once online it is sent once', async () => {
    const { server, user } = await typedFather()
    goOnline(false)
    await next(user)
    expect(await stepHeading(/Documentos \(etapa atual\)/)).toBeTruthy()
    expect(screen.getByText(t.wizard.saves.queued(profileTexts.title))).toBeTruthy()
    expect(patches(server)).toHaveLength(0)
    // The draft stays until the save is made.
    await waitFor(() => expect(profileDraft()).toContain('Severino'))

    // Back on step 0: what she typed, the line, and Próximo again queues nothing new.
    await user.click(previousButton())
    await stepHeading(/Perfil \(etapa atual\)/)
    expect(field('Nome do pai')).toHaveProperty('value', 'Severino')
    expect(screen.getByText(t.wizard.saves.waiting)).toBeTruthy()
    await next(user)
    await stepHeading(/Documentos \(etapa atual\)/)

    goOnline(true)
    await waitFor(() => expect(patches(server)).toHaveLength(1))
    expect(patches(server)[0]?.body).toMatchObject({
      filiacao: [
        { pf_filiacao_tipo: 'M', pf_filiacao_nome: 'Maria' },
        { pf_filiacao_tipo: 'P', pf_filiacao_nome: 'Severino' },
      ],
    })
    await waitFor(() => expect(profileDraft()).toBeNull())
    expect(patches(server)).toHaveLength(1)
  })

  it('a server failure keeps the save and sends it again with no tap; she moves on', async () => {
    const { server, user } = await typedFather()
    server.use(patchFails(503, 1))
    await next(user)
    expect(await stepHeading(/Documentos \(etapa atual\)/)).toBeTruthy()
    expect(screen.getByText(profileTexts.kept)).toBeTruthy()
    await waitFor(() => expect(patches(server)).toHaveLength(2), { timeout: 3_000 })
    await waitFor(() => expect(profileDraft()).toBeNull())
    expect(screen.queryByText(t.wizard.saveFailure)).toBeNull()
  })

  it('back on the step while the server still fails, says it is tried again by itself', async () => {
    const { server, user } = await typedFather()
    server.use(patchFails(503))
    await next(user)
    await stepHeading(/Documentos \(etapa atual\)/)
    await user.click(previousButton())
    await stepHeading(/Perfil \(etapa atual\)/)
    expect(await screen.findByText(t.wizard.saves.retrying, {}, { timeout: 3_000 })).toBeTruthy()
    expect(field('Nome do pai')).toHaveProperty('value', 'Severino')

    server.use({ method: 'PATCH', path: PATCH_PROFILE, body: {} })
    await waitFor(() => expect(screen.queryByText(t.wizard.saves.retrying)).toBeNull(), {
      timeout: 5_000,
    })
    await waitFor(() => expect(profileDraft()).toBeNull())
    expect(screen.queryByText(t.wizard.saveFailure)).toBeNull()
  })

  it('a refusal (4xx) shows the toast, keeps what was typed and nothing waits; Próximo then sends again', async () => {
    const { server, user } = await typedFather('Severino A.')
    server.use(patchFails(422, 1))
    await next(user)
    expect(await screen.findByText(t.wizard.saveFailure)).toBeTruthy()
    expect(onProfile()).toBeTruthy()
    expect(field('Nome do pai')).toHaveProperty('value', 'Severino A.')
    expect(screen.queryByText(t.wizard.saves.retrying)).toBeNull()
    expect(profileDraft()).toContain('Severino A.')
    expect(patches(server)).toHaveLength(1)

    await next(user)
    await stepHeading(/Documentos \(etapa atual\)/)
    expect(patches(server)).toHaveLength(2)
    await waitFor(() => expect(profileDraft()).toBeNull())
  })
})

/** Her parents, as she types them and as the profile sends them (mother first). */
const parents = [
  { pf_filiacao_tipo: 'M', pf_filiacao_nome: 'Benedita Costa' },
  { pf_filiacao_tipo: 'P', pf_filiacao_nome: 'Raimundo Costa' },
] as const satisfies ExchangePerson['filiacao']

/** The writes sent (every call but the reads; the exchanges are reads sent by POST). */
const writesOf = (server: ReturnType<typeof wizardServer>) =>
  server.calls
    .filter((call) => call.method !== 'GET' && !call.url.endsWith('/exchange/'))
    .map((call) => `${call.method} ${call.url}`)

describe('step 0 Perfil, filled and sent', () => {
  it("marks both missing parents; typed, Próximo sends only the profile; opened again from the server's answer, it resumes at Documentos, Perfil shows them and moves on without a call", async () => {
    const server = wizardServer(person({ filiacao: [] }))
    const first = renderApp('/Censo/')
    const user = userEvent.setup()
    const father = await screen.findByLabelText('Nome do pai')
    await waitFor(() => expect(father.getAttribute('aria-invalid')).toBe('true'))
    expect(field('Nome da mãe').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText(t.wizard.required)).toHaveLength(2)
    expect(nextButton()).toHaveProperty('disabled', true)

    await user.type(father, 'Raimundo Costa')
    await user.type(field('Nome da mãe'), 'Benedita Costa')
    expect(screen.queryByText(t.wizard.required)).toBeNull()
    expect(father.hasAttribute('aria-invalid')).toBe(false)
    // What the server holds once the PATCH is made (the marks follow its answer).
    server.use(exchangeRoute(person({ filiacao: parents })))
    await next(user)
    await stepHeading(/Documentos \(etapa atual\)/)
    expect(await screen.findByRole('heading', { name: 'Perfil (concluída)' })).toBeTruthy()
    await waitFor(() => expect(patches(server)).toHaveLength(1))
    expect(writesOf(server)).toEqual([`PATCH ${PATCH_PROFILE}`])
    expect(patches(server)[0]?.body).toMatchObject({
      cpf: person().cpf,
      filiacao: parents,
      device: DEVICE_COORDINATES,
    })

    // A new visit reads them back from the server.
    first.unmount()
    renderApp('/Censo/')
    const documents = await stepHeading(/^Documentos \(etapa atual\)/)
    await waitFor(() => expect(document.activeElement).toBe(documents))
    await user.click(previousButton())
    await stepHeading(/^Perfil \(etapa atual\)/)
    expect(field('Nome do pai')).toHaveProperty('value', 'Raimundo Costa')
    expect(field('Nome da mãe')).toHaveProperty('value', 'Benedita Costa')
    await next(user)
    await stepHeading(/^Documentos \(etapa atual\)/)
    expect(writesOf(server)).toHaveLength(1)
  })

  it('asks for the device location above the wizard, saying why; once allowed the save carries the position, and the next visit asks the device, not the person', async () => {
    const position = { lat: -8.0631, lng: -34.8711 }
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success(fakePosition(position.lat, position.lng)),
    )
    Object.defineProperty(navigator, 'geolocation', {
      value: fakeGeolocation(getCurrentPosition),
      configurable: true,
    })
    try {
      const server = wizardServer(person({ filiacao: [] }))
      const first = renderApp('/Censo/')
      const user = userEvent.setup()
      // Asked once the wizard is there (its buttons wait for it).
      await stepHeading(/^Perfil \(etapa atual\)/)
      const question = screen.getByRole('region', { name: deviceLocation.title })
      expect(question.textContent).toContain(deviceLocation.why)
      expect(getCurrentPosition).not.toHaveBeenCalled()
      await user.click(within(question).getByRole('button', { name: deviceLocation.allow }))
      const thanks = await screen.findByText(deviceLocation.allowed)
      expect(screen.getAllByRole('status')).toContain(thanks)
      await waitFor(() => expect(document.activeElement).toBe(thanks))

      await user.type(await screen.findByLabelText('Nome do pai'), 'Raimundo Costa')
      await user.type(field('Nome da mãe'), 'Benedita Costa')
      await next(user)
      await waitFor(() => expect(patches(server)).toHaveLength(1))
      expect(patches(server)[0]?.body).toMatchObject({ device: position })

      const asked = getCurrentPosition.mock.calls.length
      first.unmount()
      renderApp('/Censo/')
      await stepHeading(/\(etapa atual\)$/)
      expect(screen.queryByRole('region', { name: deviceLocation.title })).toBeNull()
      expect(getCurrentPosition.mock.calls.length).toBeGreaterThan(asked)
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation')
      setDeviceCoordinates(null)
    }
  })
})
