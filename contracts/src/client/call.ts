import type { KyInstance, Options } from 'ky'
import type * as z from 'zod/mini'
import type { ApiName } from '../schemas/common'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** A request body as the SDK takes it: the protocol hooks add the device object. */
export type Body<Request extends z.ZodMiniType> = Omit<z.output<Request>, 'device'>

/**
 * One call: the body, when given, goes as JSON (the protocol hooks add the device and the
 * checksum); the answer is checked by its schema. An error status throws ky's HTTPError, an answer
 * that does not fit its schema a SchemaValidationError.
 */
export function call<Answer extends z.ZodMiniType>(
  http: KyInstance,
  method: Method,
  path: string,
  answer: Answer,
  body?: object,
  options?: Options,
) {
  return http[method](path, body === undefined ? options : { ...options, json: body }).json(answer)
}

/** A call of an API that wraps its payload as `{ data: { [api]: payload } }`: answers the payload. */
function enveloped<Name extends ApiName>(api: Name) {
  return async <Payload>(
    http: KyInstance,
    method: Method,
    path: string,
    answer: z.ZodMiniType<{ data: { [K in Name]: Payload } }>,
    body?: object,
  ): Promise<Payload> => {
    const { data } = await call(http, method, path, answer, body)
    return data[api]
  }
}

export const socialCall = enveloped('SocialAPI')
export const recadCall = enveloped('RecadAPI')
export const governancaCall = enveloped('GovernancaAPI')
export const rhCall = enveloped('RhAPI')
export const storageCall = enveloped('StorageAPI')
