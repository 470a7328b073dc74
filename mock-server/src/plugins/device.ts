import { deviceSchema } from '@censo/contracts'
import fp from 'fastify-plugin'
import * as z from 'zod/mini'
import { HttpProblem } from '../http-problem'
import { hasBody, isRecord, isToolPath, pathOf } from './exemptions'

/** Every write with a body carries `device` {id (30 chars), lat, lng}: missing → 400, malformed → 406. */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!hasBody(request) || isToolPath(pathOf(request))) return
      const body = request.body
      // Non-object bodies are left to the route schema (406).
      if (!isRecord(body)) return
      const device = body.device
      if (device === undefined || device === null) throw new HttpProblem(400, undefined, ['device'])
      if (!z.safeParse(deviceSchema, device).success)
        throw new HttpProblem(406, undefined, ['device'])
    })
  },
  { name: 'device', dependencies: ['checksum'] },
)
