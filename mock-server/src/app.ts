import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { resolveConfig, type BuildOptions } from './config'
import caseLock from './plugins/case-lock'
import checksum from './plugins/checksum'
import db from './plugins/db'
import device from './plugins/device'
import errors, { sendClientError, sendError } from './plugins/errors'
import faults from './plugins/faults'
import journal from './plugins/journal'
import compression from './plugins/compression'
import limits from './plugins/limits'
import outbox from './plugins/outbox'
import receiptLookups from './plugins/receipt-lookups'
import securityHeaders from './plugins/security-headers'
import storage from './plugins/storage'
import tokens from './plugins/tokens'
import { apis } from './routes'

export type { BuildOptions } from './config'

/** Browsers on localhost, 127.0.0.1 and *.localhost (special hosts), any port. */
export const CORS_ORIGINS = [
  /^https?:\/\/localhost(:\d+)?$/,
  /^http:\/\/127\.0\.0\.1(:\d+)?$/,
  /^https?:\/\/([a-z0-9-]+\.)+localhost(:\d+)?$/,
]

/** Builds the mock of every backend API (no listen). */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options)
  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 25 * 1024 * 1024,
    frameworkErrors: sendError,
    clientErrorHandler: sendClientError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)

  await app.register(errors)
  await app.register(journal)
  await app.register(compression)
  await app.register(cors, {
    origin: CORS_ORIGINS,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Checksum', 'X-Technician-Key'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
    // Not strict: an OPTIONS without Origin gets an empty 204 instead of a text/plain 400.
    strictPreflight: false,
  })
  // Every answer, a faulted one too.
  await app.register(securityHeaders)
  // After CORS (a faulted answer keeps its CORS headers), before parsing, validation and auth.
  await app.register(faults)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Recenseamento mock APIs',
        description:
          'Emulation of the auth, meta, social, recad, rh, storage, governança and cep APIs (plus the /__dev and /__technician tester tools). Writes with a body need `X-Checksum` (hex sha-256 of the body) and a `device` object; the tools need neither.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          technicianKey: { type: 'apiKey', in: 'header', name: 'X-Technician-Key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  // Its page sends its own Content-Security-Policy (its inline scripts' and styles' hashes).
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  await app.register(db)
  await app.register(tokens)
  await app.register(outbox)
  await app.register(receiptLookups)
  await app.register(limits)
  await app.register(storage)
  await app.register(checksum)
  await app.register(device)
  await app.register(caseLock)

  for (const { prefix, routes } of apis) await app.register(routes, { prefix })
  // Browsers ask every origin for its icon; the mock's pages (the console, /docs) have none to
  // show, and a 404 in a tester's console reads like a bug.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).header('Cache-Control', 'public, max-age=86400').send(),
  )

  await app.ready()
  return app
}
