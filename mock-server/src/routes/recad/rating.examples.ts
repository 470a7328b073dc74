import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  {
    url: '/recad/v1/aval/',
    body: { pf_id: 1001, aval: 4, aval_segurado: true },
    auth: 'person',
    ok: 200,
    foreign: { pf_id: 1002, aval: 4, aval_segurado: true },
  },
]
