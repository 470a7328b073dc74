import ky, { NetworkError, TimeoutError } from 'ky'
import { describe, expect, it } from 'vitest'
import { mockFetch } from '../test/fetch'
import { catalogueMessage } from './catalogue-message'
import { describeFailure, isCaptchaRejection } from './errors'

/** The error ky throws for a real answer with this status and body. */
async function httpError(status: number, body: unknown): Promise<unknown> {
  mockFetch([{ path: '/x', status, body }])
  return ky.get('http://api.test/x', { retry: 0 }).then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  )
}

describe('describeFailure', () => {
  it('reads the status and the error body of an HTTP error', async () => {
    const body = { error: { status: 400, message: 'captcha', fields: ['response_token'] } }
    const failure = describeFailure(await httpError(400, body))
    expect(failure).toEqual({ kind: 'http', status: 400, error: body.error })
    expect(isCaptchaRejection(failure)).toBe(true)
  })

  it('keeps the status when the body is not the error envelope', async () => {
    expect(describeFailure(await httpError(502, '<html>'))).toEqual({
      kind: 'http',
      status: 502,
      error: undefined,
    })
  })

  it('calls failures without an answer "network"', () => {
    expect(describeFailure(new NetworkError(new Request('http://api.test/x')))).toEqual({
      kind: 'network',
    })
    expect(describeFailure(new TimeoutError(new Request('http://api.test/x')))).toEqual({
      kind: 'network',
    })
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' })
  })

  // The spec's generic status table (census-wizard §9, access §8), to the letter.
  it.each([
    [400, 'Campo obrigatório omitido no payload'],
    [401, 'Você não possui permissão para realizar esta operação'],
    [403, 'Sessão expirada, faço log-in novamente'],
    [404, 'Registro não encontrado'],
    [405, 'Operação não aplicável a este registro'],
    [406, 'Falha na validação do payload...verifique os dados informados'],
    [409, 'Registro já existente'],
    [412, 'Os dados não atendem aos requisitos desta operação'],
    [
      500,
      'Não foi possível atender a esta solicitação no momento......tente novamente em instantes',
    ],
    [503, 'Serviço temporáriamente indisponível...tente novamente em instantes'],
    [999, 'Erro desconhecido'],
  ])('gives %i the catalogue message of the spec', (status, message) => {
    expect(catalogueMessage({ kind: 'http', status, error: undefined })).toBe(message)
  })

  it('maps failures to the generic catalogue', () => {
    expect(catalogueMessage({ kind: 'http', status: 409, error: undefined })).toBe(
      'Registro já existente',
    )
    expect(catalogueMessage({ kind: 'http', status: 418, error: undefined })).toBe(
      'Erro desconhecido',
    )
  })
})
