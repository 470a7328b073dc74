import { exchangeClient } from '@censo/contracts/client'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api'

/** Name and 32 px photo of the logged-in person, for the header. */
export const personSummaryQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['person-summary', pfId],
    queryFn: async () => {
      try {
        const answer = await exchangeClient.exchangePersons(api.social, {
          pf_ids: [pfId],
          options: { fields: ['nome', 'foto_url'], foto: { width: 32, quality: 100 } },
        })
        return answer[String(pfId)] ?? null
      } catch (error) {
        // Spec §8: user data load failure is logged only.
        console.error('exchange: person summary failed', error)
        throw error
      }
    },
    staleTime: Infinity,
    retry: false,
  })
