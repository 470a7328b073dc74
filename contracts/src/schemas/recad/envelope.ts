import type * as z from 'zod/mini'
import { envelope } from '../common'

/** `{ data: { RecadAPI: payload } }`, the answer of every recad call. */
export const recadAnswer = <Payload extends z.ZodMiniType>(payload: Payload) =>
  envelope('RecadAPI', payload)
