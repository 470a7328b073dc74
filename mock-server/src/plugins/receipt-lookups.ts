import fp from 'fastify-plugin'
import { LookupWindow } from '../domain/receipt-validation'

declare module 'fastify' {
  interface FastifyInstance {
    /** Public receipt look-ups per client IP (ADR 019); /__dev/reset clears it. */
    receiptLookups: LookupWindow
  }
}

export default fp(
  async (app) => {
    app.decorate('receiptLookups', new LookupWindow(app.config.receiptLookupsPerMinute))
  },
  { name: 'receipt-lookups', decorators: { fastify: ['config'] } },
)
