import type { Dependant } from '@censo/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { holdAnswers, type MockRoute } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import {
  alertsSay,
  completeDocuments,
  goToStep,
  metadataWithLists,
  person,
  PF_ID,
  wizardServer,
} from '@/features/wizard/test-support'
import {
  DOCUMENT_READ,
  documentRead,
  PROMISE,
  RECAD_READ,
  recadRead,
  SEND_ID,
  sentImage,
  STORAGE_DOCS,
  storedFile,
  UPLOAD,
} from './test-routes'
import { common, wizard } from '@/text/pt-BR/wizard'
import { imagesTexts } from './texts'
import { UPLOAD_TIMING } from './timing'
import { pensionRecord, recordRoutes } from '@/features/wizard/steps/employment/test-routes'
import { recad, social, storage } from '@/test/envelopes'
import { keptPhotoKeys } from '@/features/offline/device-photos'
import { RECHECK_MS } from '@/features/offline/use-online'
import { goOnline } from '@/test/network'

const PHOTO = '/social/v1/pessoa-fisica/foto/'
const CHANGE = '/social/v1/pessoa-fisica/document/change/'
const RECAD_CHANGE = '/recad/v1/servidor/document/change/'
const saved = social({ pf_id: PF_ID, data_hora: '2026-11-25T12:00:00.000Z' })
const { uploadFailure } = imagesTexts
const deleteFailure =
  'Ops! Não foi possível remover esta imagem no momento...tente novamente em instantes.'
const { opsFailure } = common

const promise = (status: number, files: object[] = []) =>
  storage({ send_id: SEND_ID, send_status_code: status, files })

/** An upload answered at once, done at the first check, stored as `fileId`. */
const uploadRoutes = (fileId: number, refId = PF_ID): MockRoute[] => [
  { method: 'POST', path: `/storage/v2/upload/${refId}/`, body: storage({ send_id: SEND_ID }) },
  { path: PROMISE, body: promise(200, [storedFile(fileId, refId)]) },
]

const metadataForImages = () =>
  metadataWithLists({
    parentescos: [{ value: 'p7f1lh', label: 'Filho' }],
    documentos_dependente: [{ value: 'dn4c1m', label: 'Certidão de Nascimento' }],
    tipos_imagem: [
      { value: 'wa9tia', label: 'Foto', dica: 'De frente, em local bem iluminado.' },
      { value: 'eoaedt', label: 'RG', dica: 'Frente e verso.' },
      { value: 'ydog05', label: 'CNH', dica: 'A CNH aberta.' },
      { value: 'b2j5qi', label: 'Título de Eleitor', dica: 'O título.' },
      { value: 'ebdf70', label: 'Ato de Posse', dica: 'O termo de posse.' },
    ],
  })

const png = (name = 'foto.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })

/** Opens the wizard on step 6 (steps 0 to 5 complete) with these answers. */
async function openImages(
  routes: MockRoute[] = [],
  dependentes: Dependant[] = [],
  documentos = completeDocuments,
) {
  const server = wizardServer(
    person({ documentos, dependentes }),
    { path: '/meta/v2/data/censo/', body: metaAnswer(metadataForImages()) },
    ...routes,
  )
  renderApp('/Censo/')
  const user = userEvent.setup({ applyAccept: false })
  await goToStep(user, 6)
  return { server, user }
}

const entry = (name: RegExp) => screen.findByRole('button', { name })
const noPhoto = { path: DOCUMENT_READ, body: documentRead({}) }

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('step 6 Imagens', () => {
  it('lists the photo first, then what the rules require, each with its mark, tip and count', async () => {
    await openImages([
      { path: DOCUMENT_READ, body: documentRead({ eoaedt: [sentImage(301)] }) },
      {
        path: STORAGE_DOCS,
        body: storage({ files: [{ ...storedFile(301), 'mime-type': 'application/pdf' }] }),
      },
    ])
    const photo = await entry(/^1 Foto \(obrigatório\) \(obrigatório, incompleto\)/)
    // The first entry still missing is open: the photo, with its tip and count.
    expect(photo.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('De frente, em local bem iluminado.')).toBeTruthy()
    expect(screen.getByText('0 de 1 enviado(s)')).toBeTruthy()
    expect(screen.getByText('Nenhum arquivo enviado.')).toBeTruthy()
    // Category 1: RG or CNH; the RG sent (a PDF) satisfies both.
    const rg = await entry(/^2 RG \(obrigatório\) \(completo\)/)
    expect(await entry(/^3 CNH \(obrigatório\) \(completo\)/)).toBeTruthy()
    expect(
      await entry(/Título de Eleitor \(obrigatório\) \(obrigatório, incompleto\)/),
    ).toBeTruthy()
    expect(await entry(/Ato de Posse \(obrigatório\) \(completo\)/)).toBeTruthy()
    await userEvent.click(rg)
    expect(screen.getByRole('link', { name: 'RG: PDF 1 (abrir)' })).toBeTruthy()
    // The type's author block: who sent its newest file, and when (§2).
    const sender = await screen.findByText(/^Maria.*, em 20\/11\/2026/)
    expect(sender.textContent).toContain(wizard.author.label)
    // CONCLUIR waits for the photo and the rest.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'CONCLUIR' })).toHaveProperty('disabled', true),
    )
  })

  // §5: "for category 3, the instituidor's one" (docs/decisions/018); one Ato de Posse is sent.
  const secondPension = { ...pensionRecord, servidor_id: 10014, matricula: '7654321' }
  it.each([
    [
      'of the same instituidor',
      pensionRecord.pf_id,
      /Ato de Posse \(obrigatório\) \(completo\)/,
      '1 de 1',
    ],
    [
      'of two instituidores',
      9043,
      /Ato de Posse \(obrigatório\) \(obrigatório, incompleto\)/,
      '1 de 2',
    ],
  ])(
    'asks two pensions %s for one Ato de Posse per instituidor',
    async (_case, pfId, name, count) => {
      const { user } = await openImages(
        recordRoutes([pensionRecord, { ...secondPension, pf_id: pfId }]),
      )
      const posse = await entry(name)
      // The first entry still missing opens by itself.
      if (posse.getAttribute('aria-expanded') !== 'true') await user.click(posse)
      expect(await screen.findByText(`${count} enviado(s)`)).toBeTruthy()
    },
  )

  it('ignores a failed social or recad document read (§8): every type shows as not sent, no toast', async () => {
    // A refusal ky does not try again (a 5xx it would, three times, for the same outcome).
    const failed = { status: 400, body: { error: { status: 400, message: 'x' } } }
    const { server } = await openImages([
      { path: DOCUMENT_READ, ...failed },
      { path: RECAD_READ, ...failed },
    ])
    expect(await entry(/^1 Foto \(obrigatório\) \(obrigatório, incompleto\)/)).toBeTruthy()
    expect(
      await entry(/Título de Eleitor \(obrigatório\) \(obrigatório, incompleto\)/),
    ).toBeTruthy()
    expect(await entry(/Ato de Posse \(obrigatório\) \(obrigatório, incompleto\)/)).toBeTruthy()
    expect(screen.getByText('Nenhum arquivo enviado.')).toBeTruthy()
    expect(server.callsTo(DOCUMENT_READ).length).toBeGreaterThan(0)
    expect(server.callsTo(RECAD_READ).length).toBeGreaterThan(0)
    expect(screen.queryByText(opsFailure)).toBeNull()
    // No alert says anything: neither a toast nor the wizard's load failure.
    expect(alertsSay()).toBe('')
  })

  it('sends a photo: upload, status checks, POST foto, the success toast and the list again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openImages([
      noPhoto,
      { method: 'POST', path: UPLOAD, body: storage({ send_id: SEND_ID }) },
      { path: PROMISE, body: promise(200, [storedFile(310)]) },
      { path: PROMISE, body: promise(202), times: 1 },
      { method: 'POST', path: PHOTO, body: saved },
    ])
    await entry(/^1 Foto/)
    server.use({
      path: DOCUMENT_READ,
      body: documentRead(
        { eoaedt: [sentImage(301)], b2j5qi: [sentImage(302)] },
        { private: [310] },
      ),
    })
    await user.upload(screen.getByLabelText('Escolher arquivo'), png())
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(1))
    // The first check 1.5 s after the upload (still processing), the next 1 s later (done).
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_TIMING.firstCheck))
    await waitFor(() => expect(server.callsTo(PROMISE)).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_TIMING.nextChecks))
    expect(await screen.findByText('Imagem enviada com sucesso!')).toBeTruthy()
    const [upload] = server.callsTo(UPLOAD)
    expect(upload?.body).toMatchObject({
      files: [
        { name: 'foto.png', 'mime-type': 'image/png', upload_tipo_cod: [99], data: 'iVBORw==' },
      ],
    })
    // The sha-256 of the bytes 137 80 78 71, as sent.
    expect(upload?.body).toMatchObject({
      files: [{ sha: '0f4636c78f65d3639ece5a064b5ae753e3408614a14fb18ab4d7540d2c248543' }],
    })
    expect(server.callsTo(PROMISE)).toHaveLength(2)
    expect(server.callsTo(PHOTO)[0]?.body).toMatchObject({ pf_id: PF_ID, file_id: 310 })
    expect(await screen.findByRole('img', { name: 'Foto: imagem 1' })).toBeTruthy()
    expect(await entry(/^1 Foto \(obrigatório\) \(completo\)/)).toBeTruthy()
    // Kept on the device only until it was attached.
    expect(await keptPhotoKeys(PF_ID)).toEqual([])
  })

  it('a send goes on while another type is opened: back on its type, its progress, then its image', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openImages([
      noPhoto,
      { method: 'POST', path: UPLOAD, body: storage({ send_id: SEND_ID }) },
      { path: PROMISE, body: promise(202) },
      { method: 'POST', path: PHOTO, body: saved },
    ])
    const photo = await entry(/^1 Foto/)
    await user.upload(screen.getByLabelText('Escolher arquivo'), png())
    expect(await screen.findByText('Processando...')).toBeTruthy()
    // Another type meanwhile: the photo's panel closes, this one can be sent at once.
    await user.click(await entry(/^2 RG/))
    expect(screen.queryByText('Processando...')).toBeNull()
    expect(screen.getByLabelText('Escolher arquivo')).toHaveProperty('disabled', false)
    // Back on the photo: still on its way, its controls waiting.
    await user.click(photo)
    expect(screen.getByText('Processando...')).toBeTruthy()
    expect(screen.getByLabelText('Escolher arquivo')).toHaveProperty('disabled', true)
    server.use(
      { path: PROMISE, body: promise(200, [storedFile(310)]) },
      { path: DOCUMENT_READ, body: documentRead({ eoaedt: [sentImage(301)] }, { private: [310] }) },
    )
    // The next status check, whether the first (1.5 s after the upload) has come yet or not.
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_TIMING.firstCheck))
    expect(await screen.findByRole('img', { name: 'Foto: imagem 1' })).toBeTruthy()
    expect(server.callsTo(UPLOAD)).toHaveLength(1)
    // The stored file may show before its attach has reached the server.
    await waitFor(() => expect(server.callsTo(PHOTO)[0]?.body).toMatchObject({ file_id: 310 }))
  })

  // Neither an image nor a PDF; or an image the storage does not read and the browser could not
  // convert (HEIC): the file-type message, never the try-again upload failure.
  it.each([
    ['planilha.xlsx', 'application/vnd.ms-excel'],
    ['IMG_0042.HEIC', 'image/heic'],
  ])('refuses %s (%s) with the file-type message naming it', async (name, type) => {
    const { server, user } = await openImages([noPhoto])
    await entry(/^1 Foto/)
    await user.upload(screen.getByLabelText('Escolher arquivo'), new File(['x'], name, { type }))
    expect(
      await screen.findByText(
        `O arquivo ${name} não é permitido. Você deve utilizar apenas arquivos de imagem ou PDF!`,
      ),
    ).toBeTruthy()
    expect(screen.queryByText(uploadFailure)).toBeNull()
    expect(server.callsTo(UPLOAD)).toHaveLength(0)
  })

  it('a photo taken offline waits on the device, counts, and goes by itself once online; then it leaves the device', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openImages([noPhoto])
    const photo = await entry(/^1 Foto \(obrigatório\) \(obrigatório, incompleto\)/)
    goOnline(false)
    await user.upload(screen.getByLabelText('Tirar foto'), png('rosto.png'))
    const kept = await screen.findByText('Foto: arquivo 1 guardado neste aparelho')
    expect(kept.closest('li')?.textContent).toContain(wizard.saves.waiting)
    // It counts: the entry is complete, and another photo can be taken meanwhile.
    expect(await entry(/^1 Foto \(obrigatório\) \(completo\)/)).toBe(photo)
    expect(screen.getByText('1 de 1 enviado(s)')).toBeTruthy()
    expect(screen.getByLabelText('Tirar foto')).toHaveProperty('disabled', false)
    expect(server.callsTo(UPLOAD)).toHaveLength(0)
    expect(await keptPhotoKeys(PF_ID)).toHaveLength(1)

    server.use(
      ...uploadRoutes(310),
      { method: 'POST', path: PHOTO, body: saved },
      { path: DOCUMENT_READ, body: documentRead({}, { private: [310] }) },
    )
    goOnline(true)
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_TIMING.firstCheck))
    expect(await screen.findByRole('img', { name: 'Foto: imagem 1' })).toBeTruthy()
    expect(screen.queryByText('Foto: arquivo 1 guardado neste aparelho')).toBeNull()
    // The stored file may show before its attach has reached the server.
    await waitFor(() => expect(server.callsTo(PHOTO)).toHaveLength(1))
    expect(server.callsTo(PHOTO)[0]?.body).toMatchObject({ pf_id: PF_ID, file_id: 310 })
    await waitFor(async () => expect(await keptPhotoKeys(PF_ID)).toEqual([]))
  })

  it('an upload that gets no answer is tried again by itself, the file kept; Descartar gives a failed one up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openImages([
      noPhoto,
      { method: 'POST', path: UPLOAD, body: storage({ send_id: SEND_ID }) },
      // The later route answers first.
      { method: 'POST', path: UPLOAD, network: true, times: 1 },
      { path: PROMISE, body: promise(202) },
    ])
    await entry(/^1 Foto/)
    await user.upload(screen.getByLabelText('Escolher arquivo'), png())
    // The first try fails with no answer: the app looks again for the network a while later, and
    // the second try goes by itself, no toast meanwhile.
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS))
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(2))
    expect(screen.queryByText(uploadFailure)).toBeNull()
    // Its status never reaches 200: a failure she sees, the file still kept, with its retry.
    await act(() =>
      vi.advanceTimersByTimeAsync(
        UPLOAD_TIMING.firstCheck + UPLOAD_TIMING.nextChecks * UPLOAD_TIMING.maxTries,
      ),
    )
    expect(await screen.findByText(uploadFailure)).toBeTruthy()
    const kept = await screen.findByText('Foto: arquivo 1 guardado neste aparelho')
    expect(kept.closest('li')?.textContent).toContain(imagesTexts.notSent)
    expect(await keptPhotoKeys(PF_ID)).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Descartar' }))
    await waitFor(async () => expect(await keptPhotoKeys(PF_ID)).toEqual([]))
    expect(screen.queryByText('Foto: arquivo 1 guardado neste aparelho')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
  })

  it('attaches a recad type through the recad change; an attach failure says Ops! and the retry only attaches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openImages([
      ...uploadRoutes(320),
      {
        method: 'PUT',
        path: RECAD_CHANGE,
        body: { data: { RecadAPI: { pf_id: PF_ID, data_hora: '2026-11-25T12:00:00.000Z' } } },
      },
      // The later route answers first: one refusal (ky retries a PUT's 5xx by itself), then
      // the change succeeds.
      {
        method: 'PUT',
        path: RECAD_CHANGE,
        status: 405,
        body: { error: { status: 405 } },
        times: 1,
      },
    ])
    await user.click(await entry(/Ato de Posse/))
    await user.upload(screen.getByLabelText('Escolher arquivo'), png('posse.png'))
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_TIMING.firstCheck))
    expect(await screen.findByText(opsFailure)).toBeTruthy()
    act(() => toast.clear())
    server.use({ path: RECAD_READ, body: recadRead({ ebdf70: [sentImage(303), sentImage(320)] }) })
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(server.callsTo(RECAD_CHANGE)).toHaveLength(2))
    expect(server.callsTo(UPLOAD)).toHaveLength(1)
    expect(server.callsTo(RECAD_CHANGE)[1]?.body).toMatchObject({
      pf_id: PF_ID,
      file_id: 320,
      add: ['ebdf70'],
      remove: [],
    })
    expect(await screen.findByRole('img', { name: 'Ato de Posse: imagem 2' })).toBeTruthy()
    expect(screen.queryByText(opsFailure)).toBeNull()
  })

  it('gives up after ten status checks with the upload failure, and offers a retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openImages([
      noPhoto,
      { method: 'POST', path: UPLOAD, body: storage({ send_id: SEND_ID }) },
      { path: PROMISE, body: promise(202) },
    ])
    const photo = await entry(/^1 Foto/)
    await user.upload(screen.getByLabelText('Escolher arquivo'), png())
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(1))
    // The status checks under way show as the send's progress.
    const panel = () => {
      const region = document.getElementById(photo.getAttribute('aria-controls') ?? '')
      if (!region) throw new Error("the photo's panel is not in the page")
      return within(region)
    }
    expect(await panel().findByRole('progressbar')).toBeTruthy()
    await act(() =>
      vi.advanceTimersByTimeAsync(
        UPLOAD_TIMING.firstCheck + UPLOAD_TIMING.nextChecks * UPLOAD_TIMING.maxTries,
      ),
    )
    expect(await screen.findByText(uploadFailure)).toBeTruthy()
    expect(server.callsTo(PROMISE)).toHaveLength(UPLOAD_TIMING.maxTries)
    expect(server.callsTo(PHOTO)).toHaveLength(0)
    // The retry is the photo's own, in its panel.
    expect(await panel().findByRole('button', { name: imagesTexts.retry })).toBeTruthy()
  })

  it('removes a document at its X, with no question: out of its list, then deleted from the storage, announced', async () => {
    const { server, user } = await openImages([
      { method: 'PUT', path: CHANGE, body: saved },
      { method: 'DELETE', path: '/storage/v2/doc/302/delete/', body: storage({ file_id: 302 }) },
    ])
    await user.click(await entry(/Título de Eleitor/))
    server.use({
      path: DOCUMENT_READ,
      body: documentRead({ eoaedt: [sentImage(301)] }, { private: [300] }),
    })
    await user.click(screen.getByRole('button', { name: 'Remover Título de Eleitor: arquivo 1' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(server.callsTo('/storage/v2/doc/302/delete/')).toHaveLength(1))
    expect(await screen.findByText('Título de Eleitor: arquivo removido.')).toBeTruthy()
    expect(server.callsTo(CHANGE)[0]?.body).toMatchObject({
      pf_id: PF_ID,
      file_id: 302,
      add: [],
      remove: ['b2j5qi'],
    })
    expect(await screen.findByText('Nenhum arquivo enviado.')).toBeTruthy()
  })

  it('a failed storage delete says so; a detach answered 404 says nothing', async () => {
    const { server, user } = await openImages([
      { method: 'PUT', path: CHANGE, body: saved },
      {
        method: 'DELETE',
        path: '/storage/v2/doc/302/delete/',
        status: 500,
        body: { error: { status: 500 } },
      },
    ])
    await user.click(await entry(/Título de Eleitor/))
    await user.click(screen.getByRole('button', { name: 'Remover Título de Eleitor: arquivo 1' }))
    expect(await screen.findByText(deleteFailure)).toBeTruthy()
    // Nothing was removed: the thumbnail stays, and nothing says it was.
    expect(
      screen.getByRole('button', { name: 'Remover Título de Eleitor: arquivo 1' }),
    ).toBeTruthy()
    expect(screen.queryByText('Título de Eleitor: arquivo removido.')).toBeNull()
    act(() => toast.clear())
    server.use({ method: 'PUT', path: CHANGE, status: 404, body: { error: { status: 404 } } })
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remover Título de Eleitor: arquivo 1' }),
      ).toHaveProperty('disabled', false),
    )
    await user.click(screen.getByRole('button', { name: 'Remover Título de Eleitor: arquivo 1' }))
    await waitFor(() => expect(server.callsTo(CHANGE)).toHaveLength(2))
    expect(screen.queryByText(opsFailure)).toBeNull()
    expect(screen.queryByText(deleteFailure)).toBeNull()
  })

  it('removes the photo by its own call and a recad type by the recad change; the thumbnail is busy meanwhile', async () => {
    const photoRemoval = `${PHOTO}${PF_ID}/300/`
    const { server, user } = await openImages([
      { method: 'DELETE', path: photoRemoval, body: saved },
      {
        method: 'PUT',
        path: RECAD_CHANGE,
        body: recad({ pf_id: PF_ID, data_hora: '2026-11-25T12:00:00.000Z' }),
      },
      { method: 'DELETE', path: '/storage/v2/doc/300/delete/', body: storage({ file_id: 300 }) },
      { method: 'DELETE', path: '/storage/v2/doc/303/delete/', body: storage({ file_id: 303 }) },
    ])
    // The photo's detach answers only when the test lets it.
    const release = holdAnswers((url) => url.endsWith(photoRemoval))
    await user.click(await entry(/^1 Foto/))
    const removePhoto = screen.getByRole('button', { name: 'Remover Foto: arquivo 1' })
    await user.click(removePhoto)
    await waitFor(() => expect(removePhoto.closest('li')?.getAttribute('aria-busy')).toBe('true'))
    expect(removePhoto).toHaveProperty('disabled', true)
    server.use(noPhoto)
    release()
    expect(await screen.findByText('Foto: arquivo removido.')).toBeTruthy()
    expect(server.callsTo('/storage/v2/doc/300/delete/')).toHaveLength(1)

    await user.click(await entry(/Ato de Posse/))
    server.use({ path: RECAD_READ, body: recadRead({}) })
    await user.click(screen.getByRole('button', { name: 'Remover Ato de Posse: arquivo 1' }))
    expect(await screen.findByText('Ato de Posse: arquivo removido.')).toBeTruthy()
    expect(server.callsTo(RECAD_CHANGE)[0]?.body).toMatchObject({
      pf_id: PF_ID,
      file_id: 303,
      add: [],
      remove: ['ebdf70'],
    })
    expect(server.callsTo('/storage/v2/doc/303/delete/')).toHaveLength(1)
    expect(server.callsTo(CHANGE)).toHaveLength(0)
  })

  it("a dependant's document goes through 'Capturar imagem' to the dependant's record", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const pedro = {
      pf_id: 1101,
      cpf: null,
      nome: 'Pedro Lopes Guimarães',
      nascimento: '2010-05-20',
      parentesco: 'p7f1lh',
    }
    const dependantRead = `/social/v1/pessoa-fisica/document/1101/all/`
    const { server, user } = await openImages(
      [
        {
          path: dependantRead,
          body: social({ pf_id: 1101, documents: {}, wa9tia: { public: [], private: [] } }),
        },
        { path: '/storage/v2/docs/1101/', body: storage({ files: [] }) },
        ...uploadRoutes(330, 1101),
        { method: 'PUT', path: CHANGE, body: saved },
      ],
      [pedro],
    )
    const dependants = await entry(
      /Documentos dos dependentes \(obrigatório\) \(obrigatório, incompleto\)/,
    )
    // The only entry still missing: it is the one open.
    expect(dependants.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Pedro Guimarães — Filho')).toBeTruthy()
    expect(screen.getByText('Nenhum documento enviado')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Capturar imagem de Pedro Guimarães' }))
    const dialog = await screen.findByRole('dialog', { name: 'Capturar imagem' })
    // No type chosen yet: nothing can be sent.
    expect(within(dialog).getByLabelText('Escolher arquivo')).toHaveProperty('disabled', true)
    await user.selectOptions(within(dialog).getByLabelText('Tipo de documento'), 'dn4c1m')
    server.use({
      path: dependantRead,
      body: social({
        pf_id: 1101,
        documents: { dn4c1m: [sentImage(330)] },
        wa9tia: { public: [], private: [] },
      }),
    })
    await user.upload(within(dialog).getByLabelText('Escolher arquivo'), png('certidao.png'))
    await waitFor(() => expect(server.callsTo('/storage/v2/upload/1101/')).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_TIMING.firstCheck))
    await waitFor(() => expect(server.callsTo(CHANGE)).toHaveLength(1))
    expect(server.callsTo(CHANGE)[0]?.body).toMatchObject({
      pf_id: 1101,
      file_id: 330,
      add: ['dn4c1m'],
    })
    expect(
      await within(dialog).findByRole('img', {
        name: 'Pedro Guimarães: Certidão de Nascimento: imagem 1',
      }),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    expect(await screen.findByText('1 documento(s) enviado(s)')).toBeTruthy()
  })

  it("shows the work card's images the institute typed, read-only; none when they fail to load", async () => {
    const ctps = { pf_ctps: '4512873', pf_ctps_serie: '0031' }
    const card = `/social/v1/pessoa-fisica/ctps/doc/${PF_ID}/4512873/`
    const contracts = `/social/v1/pessoa-fisica/ctps/contratos/doc/${PF_ID}/4512873/`
    const { user } = await openImages(
      [
        { path: card, body: social([sentImage(401)]) },
        { path: contracts, status: 500, body: { error: { status: 500 } } },
      ],
      [],
      { ...completeDocuments, ctps },
    )
    await user.click(await screen.findByRole('button', { name: /Carteira de Trabalho \(CTPS\)/ }))
    expect(screen.getByRole('img', { name: 'Carteira de Trabalho (CTPS): imagem 1' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Remover Carteira de Trabalho/ })).toBeNull()
  })
})
