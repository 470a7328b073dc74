import type { KyInstance } from 'ky'
import * as s from '../../schemas/recad/rating'
import { recadCall, write, type Body } from '../call'

/** GET {recad}/v1/aval/{pf_id}/ — the saved rating; a 404 (HTTPError) means none yet. */
export const getRating = (http: KyInstance, pfId: number) =>
  recadCall(http, 'get', `v1/aval/${pfId}/`, s.ratingReadSchema)

/** POST {recad}/v1/aval/ — a click on a face saves it (aval_segurado: the person rated). */
export const saveRating = (http: KyInstance, pfId: number, aval: s.RatingValue) =>
  write(http, 'post', 'v1/aval/', {
    pf_id: pfId,
    aval,
    aval_segurado: true,
  } satisfies Body<typeof s.saveRatingRequestSchema>)
