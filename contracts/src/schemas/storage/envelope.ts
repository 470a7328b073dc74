import type * as z from 'zod/mini'
import { envelope } from '../common'

/** `{ data: { StorageAPI: payload } }`, the answer of every storage call. */
export const storageAnswer = <Payload extends z.ZodMiniType>(payload: Payload) =>
  envelope('StorageAPI', payload)
