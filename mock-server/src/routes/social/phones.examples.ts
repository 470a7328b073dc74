import { sampleNewPhone } from '@censo/fixtures/samples/phones'
import type { WriteExample } from '../write-example'

const phone = { pf_id: 1001, ...sampleNewPhone }

export const examples: WriteExample[] = [
  {
    url: '/social/v1/pessoa-fisica/telefones/',
    body: phone,
    auth: 'person',
    ok: 200,
    foreign: { ...phone, pf_id: 1002 },
  },
]
