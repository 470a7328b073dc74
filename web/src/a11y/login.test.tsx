import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { social } from '@/test/envelopes'
import { mockFetch, type MockRoute } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { stopListening, Transcript } from './screen-reader'

const LOGIN = '/social/v2/pessoa-fisica/login/'
const CONTACTS = '/social/v2/person/login/contact/'
const SMS = '/social/v1/person/login/cellphone/send-code/'
const VERIFY = '/social/v1/person/login/'

function server(...routes: MockRoute[]) {
  return mockFetch([
    { path: '/meta/v2/data/censo/', body: metaAnswer() },
    { method: 'POST', path: '/social/v1/pessoa-fisica/exchange/', body: social({}) },
    ...routes,
  ])
}

async function fillAndEnter() {
  const user = userEvent.setup()
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Selecione Municipio ou Estado' }),
    'Recife',
  )
  await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725')
  await user.keyboard('01021980')
  await user.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a LGPD' }))
  await user.click(screen.getByRole('checkbox', { name: 'Não sou um robô' }))
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  return user
}

beforeEach(() => {
  // Refused logins are logged on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  localStorage.setItem('token', 'app-token')
  act(() => toast.clear())
})
afterEach(stopListening)

describe('what a screen reader says on the login', () => {
  it('reads the fields, the hint of a disabled Entrar and a refused login', async () => {
    server({
      method: 'POST',
      path: LOGIN,
      status: 401,
      body: { error: { status: 401, message: 'falhou' } },
    })
    renderApp('/')
    await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' })
    const heard = await Transcript.start('login', 'Login: reading the form, then a refused login')
    await heard.step('arrives on the login (focus on its title) and reads on to Entrar')
    await heard.focus(screen.getByRole('heading', { level: 1 }))
    await heard.readUntil('button, Entrar')
    const reading = await heard.step('fills the form in and presses Entrar; the login is refused')
    expect(reading.at(-1)).toBe(
      'button, Entrar, Para entrar, preencha todos os campos, aceite os termos e confirme que não é um robô., disabled',
    )
    await fillAndEnter()
    await vi.waitFor(async () =>
      expect(
        (await heard.heardSinceStep()).filter((said) => said.startsWith('assertive:')),
      ).toEqual(['assertive: Dados não conferem (Recife)']),
    )
    await heard.finish()
  })

  it('says where the code was sent, and a wrong code', async () => {
    server(
      { method: 'POST', path: LOGIN, body: social({ access_token: 'pending' }) },
      {
        method: 'POST',
        path: CONTACTS,
        body: social({
          pf_id: 42,
          emails: [{ email_id: 7, email: 'jo***@mail.com' }],
          cellphones: [{ cellphone_id: 9, cellphone: '(81) *****-1234' }],
        }),
      },
      { method: 'POST', path: SMS, body: social({ sent: true, expires_in: 300 }) },
      { method: 'POST', path: VERIFY, status: 401, body: { error: { status: 401, message: 'x' } } },
    )
    renderApp('/')
    await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' })
    const user = await fillAndEnter()
    const sms = await screen.findByRole('radio', { name: 'Receber SMS em (81) *****-1234' })
    const heard = await Transcript.start(
      'identity-confirmation',
      'Identity confirmation: the code sent by SMS, then a wrong code',
    )
    await heard.step('chooses SMS')
    await user.click(sms)
    const code = await screen.findByRole('textbox', { name: 'Código' })
    await vi.waitFor(() => expect(document.activeElement).toBe(code))
    const sent = await heard.step('types a wrong code and presses Confirmar')
    expect(sent.filter((said) => said.startsWith('polite:'))).toEqual([
      'polite: Enviando o código…',
      'polite: Enviamos um código de 6 dígitos para (81) *****-1234.',
    ])
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await vi.waitFor(async () =>
      expect(
        (await heard.heardSinceStep()).filter((said) => said.startsWith('assertive:')),
      ).toEqual(['assertive: Código inválido']),
    )
    await heard.finish()
  })
})
