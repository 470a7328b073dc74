import type { SeedEmail } from '@censo/fixtures'
import {
  addEmailAnswerSchema,
  addEmailRequestSchema,
  emailsAnswerSchema,
} from '@censo/contracts/schemas/social/emails'
import type { FastifyPluginAsync } from 'fastify'
import { registerPersonList } from './person-list'

/** E-mails (census-wizard §7 Contacts; also the login's code contacts). */
const emailRoutes: FastifyPluginAsync = async (app) => {
  registerPersonList<SeedEmail, typeof addEmailRequestSchema>(app, {
    path: '/v1/pessoa-fisica/emails',
    idName: 'email_id',
    noun: 'e-mail',
    tags: ['social: contacts'],
    items: (person) => person.emails,
    setItems: (person, emails) => {
      person.emails = emails
    },
    idOf: (email) => email.email_id,
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
}

export default emailRoutes
