import { describe, expect, it } from 'vitest'
import { entity } from '@/test/metadata'
import { loginFailureOutcome } from './login-outcome'

const recife = entity('Recife', {
  login_error_messages: { '401': 'Dados não conferem (Recife)', '500': 'Recife fora do ar' },
})
const http = (status: number, fields?: string[]) => ({
  kind: 'http' as const,
  status,
  error: { status, message: 'x', ...(fields ? { fields } : {}) },
})

describe('loginFailureOutcome', () => {
  it('shows 401 and 403 inline, with the entity message when it has one', () => {
    expect(loginFailureOutcome(http(401), recife)).toEqual({
      kind: 'inline',
      message: 'Dados não conferem (Recife)',
    })
    expect(loginFailureOutcome(http(403), recife)).toEqual({
      kind: 'inline',
      message: 'Os dados informados não conferem',
    })
  })

  it('shows 404 and connection failures inline', () => {
    expect(loginFailureOutcome(http(404), recife).message).toBe(
      'Cadastro não localizado...verifique seus dados e tente novamente.',
    )
    expect(loginFailureOutcome({ kind: 'network' }, recife)).toEqual({
      kind: 'inline',
      message:
        'Não foi possível executar esta operação no momento...verifique a sua conexão com a internet e tente novamente em instantes.',
    })
  })

  it('sends other statuses to the "Atenção!" screen with the entity message or the default', () => {
    expect(loginFailureOutcome(http(500), recife)).toEqual({
      kind: 'screen',
      message: 'Recife fora do ar',
    })
    expect(loginFailureOutcome(http(502), recife)).toEqual({
      kind: 'screen',
      message:
        'Não localizamos o seu cadastro de servidor. Dirija-se a um posto de atendimento do seu instituto de previdência.',
    })
    expect(loginFailureOutcome({ kind: 'unexpected', cause: new Error('x') }, recife).kind).toBe(
      'screen',
    )
  })

  it('turns a rejected captcha into the captcha toast', () => {
    expect(loginFailureOutcome(http(400, ['response_token']), recife)).toEqual({
      kind: 'captcha',
      message: 'Você deve verificar o captcha corretamente',
    })
    expect(loginFailureOutcome(http(400, ['cpf']), recife).kind).toBe('screen')
  })
})
