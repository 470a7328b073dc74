import fp from 'fastify-plugin'
import { RateLimiter } from '../domain/rate-limit'

declare module 'fastify' {
  interface FastifyInstance {
    /** Public receipt look-ups per client IP in a minute (ADR 019); /__dev/reset clears it. */
    receiptLookups: RateLimiter
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'receiptLookups',
      new RateLimiter({
        max: app.config.receiptLookupsPerMinute,
        windowSeconds: 60,
        intervalSeconds: 0,
      }),
    )
  },
  { name: 'receipt-lookups', decorators: { fastify: ['config'] } },
)
