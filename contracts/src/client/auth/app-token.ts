import type { KyInstance } from 'ky'
import { authAnswerSchema } from '../../schemas/auth/app-token'
import { call } from '../call'

/**
 * POST {auth}/v1/auth/ — online only, checksum disabled. The spec's API answers 401 with the app
 * token in the body; any other status is an error.
 */
export async function requestAppToken(http: KyInstance, apikey: string): Promise<string> {
  const answer = await call(
    http,
    'post',
    'v1/auth/',
    authAnswerSchema,
    { apikey },
    {
      context: { checksum: false },
      throwHttpErrors: (status) => status !== 401,
    },
  )
  return answer.access_token
}
