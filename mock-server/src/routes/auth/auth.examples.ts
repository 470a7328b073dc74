import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  {
    url: '/auth/v1/auth/',
    body: { apikey: 'censo-dev-key' },
    auth: 'none',
    ok: 401,
    checksumExempt: true,
  },
]
