import type { KyInstance } from 'ky'
import { authAnswerSchema } from '../schemas/auth'

/**
 * POST {auth}/v1/auth/ — online only, checksum disabled. The spec's API answers 401 with the app
 * token in the body; any other status is an error.
 */
export async function requestAppToken(http: KyInstance, apikey: string): Promise<string> {
  const answer = await http
    .post('v1/auth/', {
      json: { apikey },
      context: { checksum: false },
      throwHttpErrors: (status) => status !== 401,
    })
    .json(authAnswerSchema)
  return answer.access_token
}
