import * as z from 'zod/mini'
import { pfIdSchema, withDevice } from '../common'
import { recadAnswer } from './envelope'

/** Step 5 Avaliação (census-wizard §3 Rating, §7 Rating): 1 to 5, by the person themself. */

export const RATING_SCALE = [1, 2, 3, 4, 5] as const
export type RatingValue = (typeof RATING_SCALE)[number]
export const ratingValueSchema = z.number().check(z.int(), z.gte(1), z.lte(5))

/** POST {recad}/v1/aval/ */
export const saveRatingRequestSchema = withDevice({
  pf_id: pfIdSchema,
  aval: ratingValueSchema,
  aval_segurado: z.literal(true),
})
export type SaveRatingRequest = z.infer<typeof saveRatingRequestSchema>

/** The saved rating; `aval` comes back as a string (§3), e.g. "4". */
export const ratingSchema = z.object({
  pf_id: pfIdSchema,
  aval: z.string().check(z.regex(/^[1-5]$/)),
  aval_segurado: z.boolean(),
})
export type Rating = z.infer<typeof ratingSchema>

/** GET {recad}/v1/aval/{pf_id}/ (404 while the person has not rated); also the POST's answer. */
export const ratingAnswerSchema = recadAnswer(ratingSchema)

/**
 * What the web reads of the rating (ADR 024): the spec shows `aval` only ("a string when read
 * back"); a number is read too, and `pf_id`, `aval_segurado` (ours) may be missing.
 */
export const ratingReadSchema = recadAnswer(z.object({ aval: z.union([z.string(), z.number()]) }))
