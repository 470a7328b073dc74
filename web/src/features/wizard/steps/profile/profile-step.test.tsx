import { screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockRoute } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import * as t from '@/text/pt-BR/wizard'
import { draftKey } from '@/lib/drafts'
import {
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
import { goOnline } from '@/test/network'

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
