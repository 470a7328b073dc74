import { VALID_DOCUMENTS } from '../../testing'
import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  ...Object.entries(VALID_DOCUMENTS).map(([path, fields]) => ({
    url: `/social/v1/pessoa-fisica/${path}/`,
    body: { pf_id: 1001, ...fields },
    auth: 'person' as const,
    ok: 200,
    foreign: { pf_id: 1002, ...fields },
  })),
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
