import { metaClient } from '@censo/contracts/client'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../app/api'
import { config } from '../../../config/env'

/** Metadata is read once at start and kept for the whole visit (spec §3). */
export const metadataQueryOptions = () =>
  queryOptions({
    queryKey: ['metadata', config.appId],
    queryFn: async () => {
      try {
        return await metaClient.getMetadata(api.meta, config.appId)
      } catch (error) {
        // Spec §8: a metadata failure is logged only; screens show the fallback text.
        console.error('metadata: load failed', error)
        throw error
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
  })
