import { sampleNewNetwork } from '@censo/fixtures/samples/contacts'
import { contactListExamples } from './contact-examples'

export const examples = contactListExamples(
  '/social/v1/pessoa-fisica/rede-social',
  sampleNewNetwork,
)
