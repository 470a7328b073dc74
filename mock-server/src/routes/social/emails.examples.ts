import { sampleNewEmail } from '@censo/fixtures/samples/contacts'
import { contactListExamples } from './contact-examples'

export const examples = contactListExamples('/social/v1/pessoa-fisica/emails', sampleNewEmail)
