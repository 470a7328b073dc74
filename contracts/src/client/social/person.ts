import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/person'
import { socialCall, type Body } from '../call'

/** POST {social}/v3/pessoa-fisica/inserir/ */
export const insertPerson = (http: KyInstance, body: Body<typeof s.insertPersonRequestSchema>) =>
  socialCall(http, 'post', 'v3/pessoa-fisica/inserir/', s.insertPersonAnswerSchema, body)
