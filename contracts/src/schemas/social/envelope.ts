import type * as z from 'zod/mini'
import { envelope } from '../common'

/** `{ data: { SocialAPI: payload } }`, the answer of every social call. */
export const socialAnswer = <Payload extends z.ZodMiniType>(payload: Payload) =>
  envelope('SocialAPI', payload)
