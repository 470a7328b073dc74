import { SchemaValidationError, type KyInstance, type Options } from 'ky'
import type * as z from 'zod/mini'
import type { ApiName } from '../schemas/common'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** A request body as the SDK takes it: the protocol hooks add the device object. */
export type Body<Request extends z.ZodMiniType> = Omit<z.output<Request>, 'device'>

/**
 * One call: the body, when given, goes as JSON (the protocol hooks add the device and the
 * checksum); the answer is checked by its schema. An error status throws ky's HTTPError, an answer
 * that does not fit its schema a SchemaValidationError, after saying in the console which fields.
 */
export async function call<Answer extends z.ZodMiniType>(
  http: KyInstance,
  method: Method,
  path: string,
  answer: Answer,
  body?: object,
  options?: Options,
) {
  try {
    return await http[method](path, body === undefined ? options : { ...options, json: body }).json(
      answer,
    )
  } catch (error) {
    // Which fields did not fit (each issue's path): what a developer pointing the app at a real
    // backend needs to know.
    if (error instanceof SchemaValidationError) console.error(path, error.issues)
    throw error
  }
}

/**
 * A write whose answer the app never reads: the spec shows no answer for these writes
 * (docs/decisions/024 lists them), so any 2xx succeeds, whatever its body (none, `{}`, another
 * object, text). The body goes as in `call` (the protocol hooks add the device and the checksum);
 * an error status still throws ky's HTTPError. The answer is not read: its body is discarded
 * (not awaited, as a response hook's clone may keep the cancel pending).
 */
export async function write(
  http: KyInstance,
  method: Exclude<Method, 'get'>,
  path: string,
  body: object,
): Promise<void> {
  const response = await http[method](path, { json: body })
  void response.body?.cancel().catch(() => undefined)
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
