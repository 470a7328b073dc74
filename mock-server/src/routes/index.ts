import type { FastifyPluginAsync } from 'fastify'
import authRoutes from './auth'
import cepRoutes from './cep'
import devRoutes from './dev'
import fileRoutes from './files'
import governancaRoutes from './governanca'
import metaRoutes from './meta'
import recadRoutes from './recad'
import rhRoutes from './rh'
import socialRoutes from './social'
import storageRoutes from './storage'
import technicianRoutes from './technician'

/**
 * Every emulated API under its prefix (DESIGN §3), then the tester tools. Each folder registers
 * its own resources in its index; a new API is a new folder and one line here.
 */
export const apis: readonly { prefix: string; routes: FastifyPluginAsync }[] = [
  { prefix: '/auth', routes: authRoutes },
  { prefix: '/meta', routes: metaRoutes },
  { prefix: '/social', routes: socialRoutes },
  { prefix: '/recad', routes: recadRoutes },
  { prefix: '/rh', routes: rhRoutes },
  { prefix: '/storage', routes: storageRoutes },
  { prefix: '/cep', routes: cepRoutes },
  { prefix: '/governanca', routes: governancaRoutes },
  { prefix: '/files', routes: fileRoutes },
  { prefix: '/__dev', routes: devRoutes },
  { prefix: '/__technician', routes: technicianRoutes },
]
