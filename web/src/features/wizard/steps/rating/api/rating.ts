import * as ratingClient from '@censo/contracts/client/recad/rating'
import type { RatingValue } from '@censo/contracts/schemas/recad/rating'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { describeFailure } from '@/lib/errors'
import { throwIfNetworkFailure } from '@/lib/network-failure'

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

/** A click on a face saves it; the query then holds the saved value. */
export function useSaveRating(pfId: number) {
  const queryClient = useQueryClient()
  const { queryKey } = ratingQueryOptions(pfId)
  return useMutation({
    mutationFn: (aval: RatingValue) => ratingClient.saveRating(api.recad, pfId, aval),
    onSuccess: (_answer, aval) => queryClient.setQueryData(queryKey, aval),
  })
}
