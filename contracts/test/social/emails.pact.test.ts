import { describe } from 'vitest'
import * as emails from '../../src/client/social/emails'
import { example, pactWith, sdkCall } from '../support'
import { contactListInteractions } from './contact-list'

const pact = pactWith('social-api')

describe('social API: e-mails (step 2)', () => {
  contactListInteractions(pact, {
    noun: 'e-mail',
    path: 'v1/pessoa-fisica/emails',
    idName: 'email_id',
    seedKey: 'emails',
    stored: { email_id: 31, email: 'maria.silva@exemplo.com.br', email_class: 'P' },
    listed: { email_id: 31, email_email: 'maria.silva@exemplo.com.br', email_class: 'P' },
    listPayload: (items) => ({ current: items }),
    list: emails.listEmails,
    add: sdkCall(
      { pf_id: example.pfId, email: 'maria@prefeitura.recife.pe.gov.br', email_class: 'I' },
      emails.addEmail,
    ),
    remove: emails.deleteEmail,
  })
})
