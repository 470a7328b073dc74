import { sampleDocuments, sampleNewCourse } from '@censo/fixtures/samples/documents'
import type { WriteExample } from '../write-example'
import { DOCUMENT_PATHS } from './documents'

type DocumentKey = keyof typeof DOCUMENT_PATHS
const isDocumentKey = (key: string): key is DocumentKey => key in DOCUMENT_PATHS

/** Each document's POST: the key the record stores the document under, and its path. */
export const documentPosts = Object.entries(DOCUMENT_PATHS).flatMap(([key, path]) =>
  isDocumentKey(key) ? [{ key, path }] : [],
)

const personWrite = (path: string, fields: object): WriteExample => ({
  url: `/social/v1/pessoa-fisica/${path}/`,
  body: { pf_id: 1001, ...fields },
  auth: 'person',
  ok: 200,
  foreign: { pf_id: 1002, ...fields },
})

export const examples: WriteExample[] = [
  ...documentPosts.map(({ key, path }) => personWrite(path, sampleDocuments[key])),
  personWrite('cursos', sampleNewCourse),
  // After the cursos POST above, which creates the degree 9002 of 1001.
  {
    method: 'DELETE',
    url: '/social/v1/pessoa-fisica/cursos/1001/9002/',
    body: {},
    auth: 'person',
    ok: 200,
    foreignUrl: '/social/v1/pessoa-fisica/cursos/1002/9002/',
  },
]
