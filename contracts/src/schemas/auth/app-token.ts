import * as z from 'zod/mini'
import { withDevice } from '../common'

/** POST {auth}/v1/auth/ — the app asks for an app token with its API key. */
export const authRequestSchema = withDevice({ apikey: z.string().check(z.minLength(1)) })
export type AuthRequest = z.infer<typeof authRequestSchema>

/** The spec's quirk: the answer is a 401 whose body carries the app token. */
export const authAnswerSchema = z.object({ access_token: z.string().check(z.minLength(1)) })
export type AuthAnswer = z.infer<typeof authAnswerSchema>
