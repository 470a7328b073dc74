import { RECIFE_IDS } from '../../testing'
import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  {
    url: '/social/v1/person/login/email/send-code/',
    body: { pf_id: 1001, email_id: 7001 },
    auth: 'app',
    ok: 200,
  },
  {
    url: '/social/v1/person/login/cellphone/send-code/',
    body: { pf_id: 1001, cellphone_id: 5001 },
    auth: 'app',
    ok: 200,
  },
  {
    url: '/social/v1/person/login/',
    body: { pf_id: 1001, code: '123456', resource_id: 5001, ...RECIFE_IDS },
    auth: 'app',
    ok: 401,
  },
]
