import { metaClient } from '@censo/contracts/client'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/app/api'
import { config } from '@/config/env'
import { describeFailure } from '@/lib/errors'
import { saveMetadata, savedMetadata } from '@/features/offline/metadata-cache'
import { reportReachable } from '@/features/offline/use-online'

/**
 * Metadata is read once at start and kept for the whole visit (spec §3). Each answer is kept on
 * the device; when the meta API cannot be reached (offline) that copy is used instead.
 */
export const metadataQueryOptions = () =>
  queryOptions({
    queryKey: ['metadata', config.appId],
    queryFn: async () => {
      try {
        const metadata = await metaClient.getMetadata(api.meta, config.appId)
        saveMetadata(config.appId, metadata)
        reportReachable(true)
        return metadata
      } catch (error) {
        // No answer at all: the app is offline, whatever navigator.onLine says.
        if (describeFailure(error).kind === 'network') reportReachable(false)
        const saved = savedMetadata(config.appId)
        if (saved) {
          console.warn('metadata: load failed, using the copy saved on this device', error)
          return saved
        }
        // Spec §8: a metadata failure is logged only; screens show the fallback text.
        console.error('metadata: load failed', error)
        throw error
      }
    },
    // Offline the query must still run: it answers from the saved copy.
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: Infinity,
  })
