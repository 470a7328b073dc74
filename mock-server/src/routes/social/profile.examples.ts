import type { WriteExample } from '../write-example'

export const examples: WriteExample[] = [
  {
    method: 'PATCH',
    url: '/social/v1/pessoa-fisica/perfil/1001/',
    body: { nome_social: 'Mari', sexo: 'f6rj36', escol: 'e6spcp' },
    optional: ['nome_social', 'sexo', 'escol'],
    auth: 'person',
    ok: 200,
    foreignUrl: '/social/v1/pessoa-fisica/perfil/1002/',
  },
  {
    method: 'PUT',
    url: '/social/v1/pessoa-fisica/pne/1001/',
    body: { pf_pne: 'fisica', pf_pne_data: '2015-06-01', pf_pne_grau: null },
    auth: 'person',
    ok: 200,
    foreignUrl: '/social/v1/pessoa-fisica/pne/1002/',
  },
  {
    method: 'PUT',
    url: '/social/v1/pessoa-fisica/raca-cor/1001/',
    body: { pf_racacor: '3' },
    auth: 'person',
    ok: 200,
    foreignUrl: '/social/v1/pessoa-fisica/raca-cor/1002/',
  },
]
