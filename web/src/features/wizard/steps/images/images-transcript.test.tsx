import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { storage, social } from '@/test/envelopes'
import type { MockRoute } from '@/test/fetch'
import { spoken, stopListening, Transcript } from '@/a11y/screen-reader'
import {
  completeDocuments,
  goToStep,
  metadataWithLists,
  person,
  PF_ID,
  wizardServer,
} from '@/features/wizard/test-support'
import { DOCUMENT_READ, documentRead, PROMISE, SEND_ID, storedFile, UPLOAD } from './test-routes'
import { imagesTexts } from './texts'
import { UPLOAD_TIMING } from './timing'

const stored = storedFile(310)

/** Opens step 7 on the photo, with no photo sent yet. */
async function openPhoto(routes: MockRoute[]) {
  const server = wizardServer(
    person({ documentos: completeDocuments }),
    {
      path: '/meta/v2/data/censo/',
      body: metaAnswer(
        metadataWithLists({
          tipos_imagem: [{ value: 'wa9tia', label: 'Foto', dica: 'De frente.' }],
        }),
      ),
    },
    { path: DOCUMENT_READ, body: documentRead({}) },
    ...routes,
  )
  renderApp('/Censo/')
  const user = userEvent.setup({ applyAccept: false })
  await goToStep(user, 6)
  await screen.findByRole('button', { name: /^1 Foto/ })
  return { server, user }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(stopListening)

describe('what a screen reader says of an upload', () => {
  it('says its start, its progress every 25 % and its end', async () => {
    const { server, user } = await openPhoto([
      { method: 'POST', path: UPLOAD, body: storage({ send_id: SEND_ID }) },
      {
        path: PROMISE,
        body: storage({ send_id: SEND_ID, send_status_code: 200, files: [stored] }),
      },
      { method: 'POST', path: '/social/v1/pessoa-fisica/foto/', body: social({ pf_id: PF_ID }) },
    ])
    const heard = await Transcript.start('upload', 'An upload in step 7: a photo sent')
    await heard.step('chooses a file')
    await user.upload(screen.getByLabelText('Escolher arquivo'), png())
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_TIMING.firstCheck))
    await screen.findByText(imagesTexts.photoSent)
    await vi.waitFor(async () =>
      expect(spoken(await heard.heardSinceStep())).toEqual([
        'polite: Preparando o arquivo...',
        'polite: Enviando... 0%',
        'polite: Enviando... 25%',
        'polite: Enviando... 50%',
        'polite: Enviando... 75%',
        'polite: Processando...',
        `polite: ${imagesTexts.photoSent}`,
      ]),
    )
    await heard.finish()
  })

  it('says a failed upload once', async () => {
    const { user } = await openPhoto([
      { method: 'POST', path: UPLOAD, status: 400, body: { error: { status: 400 } } },
    ])
    const heard = await Transcript.start('upload-failure', 'An upload in step 7 that fails')
    await heard.step('chooses a file; the storage refuses it')
    await user.upload(screen.getByLabelText('Escolher arquivo'), png())
    await screen.findByRole('button', { name: 'Tentar novamente' })
    await vi.waitFor(async () =>
      expect(spoken(await heard.heardSinceStep()).at(-1)).toBe(
        `assertive: ${imagesTexts.uploadFailure}`,
      ),
    )
    expect(
      spoken(await heard.heardSinceStep()).filter((said) => said.startsWith('assertive:')),
    ).toHaveLength(1)
    await heard.finish()
  })
})
