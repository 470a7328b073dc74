import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Security headers on every answer of the mock (issue 39), through @fastify/helmet, set so that
 * they keep the mock working as the app uses it:
 * - no Content-Security-Policy here: each HTML page sends its own (the technician console a
 *   nonce policy, /docs swagger-ui's static one); a JSON answer is never rendered;
 * - Cross-Origin-Resource-Policy `cross-origin`: the app, on another origin (another port), shows
 *   the mock's images and videos;
 * - no Strict-Transport-Security: the mock is served over plain HTTP on localhost, and a browser
 *   that once saw it over HTTPS would then force every port of localhost to HTTPS.
 * The rest as helmet sets it: nosniff, a frame only from the same origin, no referrer, the
 * opener policy, Origin-Agent-Cluster, no DNS prefetch, no cross-domain policies.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: false,
    })
  },
  { name: 'security-headers' },
)
