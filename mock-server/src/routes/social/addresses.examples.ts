import { sampleNewAddress } from '@censo/fixtures/samples/contacts'
import { contactListExamples } from './contact-examples'

export const examples = contactListExamples('/social/v2/pessoa-fisica/enderecos', sampleNewAddress)
