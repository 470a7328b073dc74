import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorResponses } from '../responses'

/** Longest delay a tester may set: 10 minutes (null is "never"). */
export const MAX_UPLOAD_DELAY_MS = 600_000

const storageSettingsSchema = z.object({
  /** How long a new upload stays processing (202) before its promise answers 200; null: never. */
  upload_delay_ms: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(MAX_UPLOAD_DELAY_MS))),
})

/**
 * /__dev/storage: the storage's test settings. The upload delay starts as MOCK_UPLOAD_DELAY_MS
 * (default 2000 ms) and comes back to it on /__dev/reset; it applies to uploads made after it.
 */
const devStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dev']

  app.get(
    '/storage',
    {
      schema: {
        tags,
        summary: 'Storage settings (the upload delay)',
        response: { 200: storageSettingsSchema },
      },
    },
    async () => ({ upload_delay_ms: app.files.uploadDelayMs }),
  )

  app.put(
    '/storage',
    {
      schema: {
        tags,
        summary:
          'Set how long new uploads stay processing: 0 finishes at once, null never finishes (the Timeout path)',
        body: storageSettingsSchema,
        response: { 200: storageSettingsSchema, ...errorResponses(400, 406) },
      },
    },
    async (request) => {
      app.files.uploadDelayMs = request.body.upload_delay_ms
      return { upload_delay_ms: app.files.uploadDelayMs }
    },
  )
}

export default devStorageRoutes
