import type { WriteExample } from '../write-example'

/** Nobody's file: a well-formed attach of it is a 404 (no upload needed). */
const noFile = 999999

export const examples: WriteExample[] = [
  {
    method: 'PUT',
    url: '/recad/v1/servidor/document/change/',
    body: { pf_id: 1001, file_id: noFile, add: ['ebdf70'], remove: [] },
    auth: 'person',
    ok: 404,
    foreign: { pf_id: 1002, file_id: noFile, add: ['ebdf70'], remove: [] },
  },
]
