import type { MockRoute } from '@/test/fetch'
import { PF_ID, social } from '@/features/wizard/test-wire'

/** Step 2's lists in the wizard's component tests (test-support.ts finds this file). */

export const PHONES = `/social/v1/pessoa-fisica/telefones/${PF_ID}/`
export const EMAILS = `/social/v1/pessoa-fisica/emails/${PF_ID}/`
export const ADDRESSES = `/social/v2/pessoa-fisica/enderecos/${PF_ID}/`
export const NETWORKS = `/social/v1/pessoa-fisica/rede-social/${PF_ID}/`

/** The mobile phone of `wizardServer`'s person: Recife requires a phone (step 2). */
export const mobilePhone = {
  tel_id: 5001,
  tel_tipo: 'M',
  tel_ddi: '55',
  tel_ddd: '81',
  tel_prefixo: '99876',
  tel_sufixo: '4321',
  tel_class: 'R',
  tel_obs: null,
} as const

/** Recife requires a phone: with one, step 2 is complete. */
export const routes: MockRoute[] = [
  { path: PHONES, body: social({ current: [mobilePhone] }) },
  { path: EMAILS, body: social({ current: [] }) },
  { path: ADDRESSES, body: social([]) },
  { path: NETWORKS, body: social([]) },
]
