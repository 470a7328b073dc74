import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  {
    url: '/recad/v1/higienize-segurado/',
    body: { pf_id: 1001, status: 'locked' },
    auth: 'person',
    ok: 200,
    foreign: { pf_id: 1002, status: 'locked' },
    locksCase: true,
  },
]
