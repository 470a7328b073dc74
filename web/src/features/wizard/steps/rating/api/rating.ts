import * as ratingClient from '@censo/contracts/client/recad/rating'
import type { RatingValue } from '@censo/contracts/schemas/recad/rating'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { describeFailure } from '@/lib/errors'
import { throwIfNetworkFailure } from '@/lib/network-failure'
import { saveKey, type SaveKind, type SaveVariables } from '@/features/wizard/saves/queued-saves'

/** Step 5's rating (census-wizard §7 Rating). */

const isRating = (value: number): value is RatingValue =>
  Number.isInteger(value) && value >= 1 && value <= 5

export const ratingQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'rating', pfId],
    queryFn: async (): Promise<RatingValue | null> => {
      try {
        const { aval } = await ratingClient.getRating(api.recad, pfId)
        const value = Number(aval)
        return isRating(value) ? value : null
      } catch (error) {
        throwIfNetworkFailure(error)
        // Spec §8: a 404 is no rating yet; other load errors are only logged.
        const failure = describeFailure(error)
        if (failure.kind !== 'http' || failure.status !== 404) {
          console.error('wizard: rating load failed', error)
        }
        return null
      }
    },
  })

/** The kind of step 5's save (docs/decisions/028). */
export const RATING_SAVE_KIND = 'avaliacao'

/**
 * A face chosen, as a queued save: offline it waits on the device and goes once online. Once
 * made, the query holds the saved value (the write's answer is not read back, ADR 024); a rating
 * sent again replays harmlessly.
 */
export const ratingSave: SaveKind<RatingValue> = {
  kind: RATING_SAVE_KIND,
  send: async (pfId, aval, queryClient) => {
    await ratingClient.saveRating(api.recad, pfId, aval)
    queryClient.setQueryData(ratingQueryOptions(pfId).queryKey, aval)
  },
  stale: () => [],
}

/** Saves a face (a queued save). */
export function useSaveRating() {
  return useMutation<void, Error, SaveVariables<RatingValue>>({
    mutationKey: saveKey(RATING_SAVE_KIND),
  })
}
