import { postalCodeAnswerSchema } from '@censo/contracts/schemas/cep/postal-code'
import { describe, expect, it } from 'vitest'
import { get, useTestApp } from '../../testing'

const test = useTestApp()

describe('CEP API', () => {
  it('answers a known postal code with its city, state, neighbourhood and street', async () => {
    const response = await get(test.app, '/cep/v1/cep/50050000/')
    expect(response.statusCode).toBe(200)
    expect(postalCodeAnswerSchema.parse(response.json()).data.entidade_cep).toEqual({
      cep: '50050000',
      cidade: { cidade: 'Recife', cidade_id: expect.any(Number) },
      uf: { uf_sigla: 'PE' },
      bairro: { bairro: 'Boa Vista', bairro_id: expect.any(Number) },
      endereco: { tipo_logradouro: 'Rua', logradouro: 'da Aurora' },
    })
  })

  it("answers a whole city's postal code without neighbourhood nor street", async () => {
    const response = await get(test.app, '/cep/v1/cep/53900000/')
    expect(response.statusCode).toBe(200)
    expect(response.json().data.entidade_cep).toMatchObject({ bairro: null, endereco: null })
  })

  it('answers 404 for an unknown postal code', async () => {
    const response = await get(test.app, '/cep/v1/cep/99999999/')
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Registro não encontrado')
  })

  it.each(['5005000', '50050-000', '500500000', 'abcdefgh', '%20'])(
    'answers 4xx, never 500, for the malformed CEP %s',
    async (cep) => {
      const response = await get(test.app, `/cep/v1/cep/${cep}/`)
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
    },
  )
})
