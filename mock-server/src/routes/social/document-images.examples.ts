import type { WriteExample } from '../write-example'

const path = '/social/v1/pessoa-fisica'
/** Nobody's file: a well-formed attach or removal of it is a 404 (no upload needed). */
const noFile = 999999

export const examples: WriteExample[] = [
  {
    method: 'PUT',
    url: `${path}/document/change/`,
    body: { pf_id: 1001, file_id: noFile, add: ['eoaedt'], remove: [] },
    auth: 'person',
    ok: 404,
    foreign: { pf_id: 1002, file_id: noFile, add: ['eoaedt'], remove: [] },
  },
  {
    url: `${path}/foto/`,
    body: { pf_id: 1001, file_id: noFile },
    auth: 'person',
    ok: 404,
    foreign: { pf_id: 1002, file_id: noFile },
  },
  {
    method: 'DELETE',
    url: `${path}/foto/1001/${noFile}/`,
    body: {},
    auth: 'person',
    ok: 404,
    foreignUrl: `${path}/foto/1002/${noFile}/`,
  },
]
