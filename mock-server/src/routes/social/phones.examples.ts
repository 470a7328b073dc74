import { sampleNewPhone } from '@censo/fixtures/samples/contacts'
import { contactListExamples } from './contact-examples'

export const examples = contactListExamples('/social/v1/pessoa-fisica/telefones', sampleNewPhone)
