import type { MockRoute } from '@/test/fetch'
import { PF_ID } from '@/features/wizard/test-wire'
import { recad, social, storage } from '@/test/envelopes'

/** Step 6's calls in the wizard's component tests (test-support.ts finds this file). */

export const DOCUMENT_READ = `/social/v1/pessoa-fisica/document/${PF_ID}/all/`
export const RECAD_READ = `/recad/v1/servidor/document/${PF_ID}/all/`
export const STORAGE_DOCS = `/storage/v2/docs/${PF_ID}/`
/** An upload's send, its address and its promise's. */
export const SEND_ID = 'a'.repeat(32)
export const UPLOAD = `/storage/v2/upload/${PF_ID}/`
export const PROMISE = `/storage/v2/promise/${SEND_ID}/`

const author = {
  oid: 'Recife-oid-test',
  uupfid: PF_ID,
  nome: 'Maria das Graças Albuquerque',
  timestamp: '2026-11-20T12:00:00.000Z',
}
/** A stored image of the mock's storage: its signed address. */
export const sentImage = (fileId: number) => ({
  file_id: fileId,
  author,
  url: `http://localhost:3333/storage/v2/file/${fileId}/?exp=1893456000&sig=abc`,
})
export const sentPhoto = (fileId: number) => {
  const { url, ...rest } = sentImage(fileId)
  return { ...rest, foto_url: url }
}

/** The social read: type hash → files, and the photo's lists. */
export const documentRead = (
  documents: Record<string, ReturnType<typeof sentImage>[]>,
  photos: { private: number[]; public?: number[] } = { private: [] },
) =>
  social({
    pf_id: PF_ID,
    documents,
    wa9tia: {
      private: photos.private.map(sentPhoto),
      public: (photos.public ?? []).map(sentPhoto),
    },
  })

export const recadRead = (lists: Partial<Record<string, ReturnType<typeof sentImage>[]>> = {}) =>
  recad({ i0k6d5: [], er0zqc: [], ebdf70: [], d06f17: [], cnis: [], ...lists })

/**
 * By default the person of test-support (a woman of 58, category 1, no dependants nor degrees)
 * has sent everything step 6 asks of her: a private photo, her RG, her voter card and the Ato de
 * Posse (recad).
 */
export const routes: MockRoute[] = [
  {
    path: DOCUMENT_READ,
    body: documentRead({ eoaedt: [sentImage(301)], b2j5qi: [sentImage(302)] }, { private: [300] }),
  },
  { path: RECAD_READ, body: recadRead({ ebdf70: [sentImage(303)] }) },
  { path: STORAGE_DOCS, body: storage({ files: [] }) },
]

/** Step 6 reads each dependant's images too: a dependant `pfId` with none sent. */
export const dependantImages = (pfId: number): MockRoute[] => [
  {
    path: `/social/v1/pessoa-fisica/document/${pfId}/all/`,
    body: social({ pf_id: pfId, documents: {}, wa9tia: { private: [], public: [] } }),
  },
  { path: `/storage/v2/docs/${pfId}/`, body: storage({ files: [] }) },
]

/** A file as an upload's promise answers it once stored. */
export const storedFile = (fileId: number, refId = PF_ID) => ({
  file_id: fileId,
  ref_id: refId,
  name: 'foto.png',
  'mime-type': 'image/png',
  size: 4,
  sha: 'b'.repeat(64),
  url: sentImage(fileId).url,
  author: sentImage(fileId).author,
})
