import * as profileClient from '@censo/contracts/client/social/profile'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api'

/** Name and 32 px photo of whoever last changed a part of the record (the author block). */
export const authorQueryOptions = (uupfid: number) =>
  queryOptions({
    queryKey: ['wizard', 'author', uupfid],
    queryFn: async () => {
      try {
        return await profileClient.readAuthor(api.social, uupfid)
      } catch (error) {
        // Spec §8: failure to load author info is only logged.
        console.error('wizard: author info failed', error)
        throw error
      }
    },
    staleTime: Infinity,
    retry: false,
  })
