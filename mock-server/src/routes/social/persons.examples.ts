import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  {
    url: '/social/v1/pessoa-fisica/exchange/',
    body: { pf_ids: [1001], options: { fields: ['nome'] } },
    auth: 'person',
    ok: 200,
    foreign: { pf_ids: [1002], options: { fields: ['nome'] } },
  },
  {
    url: '/social/v3/pessoa-fisica/inserir/',
    body: { cpf: '52998224725', nascimento: '1968-04-15' },
    auth: 'app',
    ok: 409,
  },
]
