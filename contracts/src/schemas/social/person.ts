import * as z from 'zod/mini'
import { cpfDigitsSchema, isoDateSchema, pfIdSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'

/** POST {social}/v3/pessoa-fisica/inserir/ */
export const insertPersonRequestSchema = withDevice({
  cpf: cpfDigitsSchema,
  nascimento: isoDateSchema,
})
export type InsertPersonRequest = z.infer<typeof insertPersonRequestSchema>
export const insertPersonAnswerSchema = socialAnswer(z.object({ pf_id: pfIdSchema }))
