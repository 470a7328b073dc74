import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** An API's routes (an API folder's index): the plugins of its resources, registered in order. */
export function apiRoutes(...resources: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (app) => {
    for (const resource of resources) await app.register(resource)
  }
}
