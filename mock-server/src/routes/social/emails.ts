import {
  addEmailAnswerSchema,
  addEmailRequestSchema,
  emailsAnswerSchema,
} from '@censo/contracts/schemas/social/emails'
import { personListRoutes } from './person-list'

/** E-mails (census-wizard §7 Contacts; also the login's code contacts). */
export default personListRoutes({
  path: '/v1/pessoa-fisica/emails',
  key: 'emails',
  noun: 'e-mail',
  // The list names the address email_email (census-wizard §7); the login reads `email`.
  listPayload: (emails) => ({
    current: emails.map(({ email_id, email, email_class }) => ({
      email_id,
      email_email: email,
      email_class,
    })),
  }),
  listAnswer: emailsAnswerSchema,
  body: addEmailRequestSchema,
  addAnswer: addEmailAnswerSchema,
  checks: ({ email }, person) => ({
    email: !person.emails.some((stored) => stored.email.toLowerCase() === email.toLowerCase()),
  }),
  toItem: (id, { email, email_class }) => ({ email_id: id, email, email_class }),
})
