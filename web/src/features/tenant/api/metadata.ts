import { metaClient } from '@censo/contracts/client'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { config } from '@/config/env'
import { describeFailure } from '@/lib/errors'
import { saveMetadata, savedMetadata } from '@/features/offline/metadata-cache'
import { reportReachable, reportUnreachable } from '@/features/offline/use-online'

/** Metadata is read once at start and kept for the whole visit (spec §3). */
export const metadataQueryOptions = () =>
  queryOptions({
    queryKey: ['metadata', config.appId],
    /**
     * Each answer is kept on the device; when the meta API cannot be reached (offline) the copy
     * kept earlier answers instead, and the read is tried again until the network answers
     * (use-online.ts).
     */
    queryFn: async ({ client, queryKey }) => {
      try {
        const metadata = await metaClient.getMetadata(api.meta, config.appId)
        saveMetadata(config.appId, metadata)
        reportReachable()
        return metadata
      } catch (error) {
        // No answer at all: the app is offline, whatever navigator.onLine says.
        if (describeFailure(error).kind === 'network') {
          // A read still under way is left to finish, not started over.
          reportUnreachable(
            () => void client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false }),
          )
        }
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
