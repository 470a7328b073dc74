import { RECIFE_IDS } from '../../testing'
import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  {
    url: '/social/v2/pessoa-fisica/login/',
    body: { cpf: '52998224725', nascimento: '1968-04-15', ...RECIFE_IDS, response_token: 'dev-1' },
    auth: 'app',
    ok: 200,
  },
  {
    url: '/social/v2/person/login/contact/',
    body: {
      cpf: '52998224725',
      ...RECIFE_IDS,
      response_token: 'dev-1',
      're-captcha-by-pass': false,
    },
    auth: 'app',
    ok: 200,
  },
]
