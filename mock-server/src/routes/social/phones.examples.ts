import type { WriteExample } from '../write-example'

const phone = {
  pf_id: 1001,
  tel_tipo: 'M',
  tel_ddi: '55',
  tel_ddd: '81',
  tel_prefixo: '99999',
  tel_sufixo: '0000',
  tel_class: 'R',
  tel_obs: null,
}

export const examples: WriteExample[] = [
  {
    url: '/social/v1/pessoa-fisica/telefones/',
    body: phone,
    auth: 'person',
    ok: 200,
    foreign: { ...phone, pf_id: 1002 },
  },
]
