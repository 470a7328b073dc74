import { metaAnswerSchema, metadataOfAnswer, type Metadata } from '@censo/contracts'
import { queryOptions } from '@tanstack/react-query'
import { config } from '@/config/env'
import { isNetworkFailure } from '@/lib/network-failure'
import { parseInTasks } from '@/lib/parse-in-tasks'
import { saveMetadata, savedMetadata } from '@/features/offline/metadata-cache'
import { reportReachable, reportUnreachable } from '@/features/offline/use-online'

declare global {
  interface Window {
    /** The metadata read the page's HTML started (production builds, src/build/metadata-preload.ts). */
    censoMetadataRead?: Promise<Response | null>
  }
}

/**
 * The read the page started before the JavaScript came, taken once; null when there is none (dev,
 * tests) or when it did not give a good answer: the app then reads again through its HTTP client,
 * which reports what went wrong. The first screen thus needs no HTTP client code
 * (docs/decisions/007).
 */
async function takeStartedRead(): Promise<Metadata | null> {
  const started = window.censoMetadataRead
  if (!started) return null
  window.censoMetadataRead = undefined
  try {
    const response = await started
    if (!response?.ok) return null
    // Over several tasks on a slow device (parse-in-tasks.ts).
    return metadataOfAnswer(await parseInTasks(metaAnswerSchema, await response.json()))
  } catch {
    return null
  }
}

async function readMetadata(): Promise<Metadata> {
  const started = await takeStartedRead()
  if (started) return started
  const { readMetadataOverHttp } = await import('./metadata-http')
  return readMetadataOverHttp()
}

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
        const metadata = await readMetadata()
        // Kept for offline use in a task of its own: writing the answer (about 44 KB) is not on
        // the way to the first screen (issue 22).
        setTimeout(() => saveMetadata(config.appId, metadata), 0)
        reportReachable()
        return metadata
      } catch (error) {
        // No answer at all: the app is offline, whatever navigator.onLine says.
        if (isNetworkFailure(error)) {
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
