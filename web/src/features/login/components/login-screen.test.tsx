import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { holdAnswers, mockFetch, type MockRoute } from '@/test/fetch'
import { personToken } from '@/test/jwt'
import { metaAnswer, metadata } from '@/test/metadata'
import { caseStatus } from '@/test/case-status'
import { renderApp } from '@/test/render-app'
import { saveLogin } from '@/features/biometrics/saved-login'
import { installAuthenticator, removeAuthenticator } from '@/features/biometrics/test-authenticator'
import { social } from '@/test/envelopes'
import { config } from '@/config/env'

const LOGIN = '/social/v2/pessoa-fisica/login/'
const CONTACTS = '/social/v2/person/login/contact/'
const SMS = '/social/v1/person/login/cellphone/send-code/'
const EMAIL = '/social/v1/person/login/email/send-code/'
const VERIFY = '/social/v1/person/login/'

const failure = (status: number, fields?: string[]) => ({
  error: { status, message: 'falhou', ...(fields ? { fields } : {}) },
})
const noContacts = social({ pf_id: 42, emails: [], cellphones: [] })
const withContacts = social({
  pf_id: 42,
  emails: [{ email_id: 7, email: 'jo***@mail.com' }],
  cellphones: [{ cellphone_id: 9, cellphone: '(81) *****-1234' }],
})
/** Who logs in, as the login sends it (typed 52998224725 and 01021980). */
const person = { cpf: '52998224725', nascimento: '1980-02-01' }
const SMS_CHOICE = 'Receber SMS em (81) *****-1234'
const EMAIL_CHOICE = 'Receber email em jo***@mail.com'
const codeSent = social({ sent: true, expires_in: 300 })

function server(...routes: MockRoute[]) {
  return mockFetch([
    { path: '/meta/v2/data/censo/', body: metaAnswer() },
    { method: 'POST', path: '/social/v1/pessoa-fisica/exchange/', body: social({}) },
    ...routes,
  ])
}

async function fillForm() {
  const user = userEvent.setup()
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' }),
    'Recife',
  )
  await user.type(screen.getByRole('textbox', { name: 'CPF' }), person.cpf)
  await user.type(screen.getByRole('textbox', { name: 'Data de nascimento' }), '01021980')
  await user.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a LGPD' }))
  await user.click(screen.getByRole('checkbox', { name: 'Não sou um robô' }))
  return user
}

/** Opens the login, fills it and presses Entrar. */
async function submitLogin() {
  const view = renderApp('/')
  const user = await fillForm()
  await user.click(entrar())
  return { user, ...view }
}

/** Logs in a person who must confirm with a code, sent to one of her two contacts. */
async function submitLoginToConfirm(...routes: MockRoute[]) {
  const api = server(
    { method: 'POST', path: LOGIN, body: social({ access_token: 'pending' }) },
    { method: 'POST', path: CONTACTS, body: withContacts },
    ...routes,
  )
  return { api, ...(await submitLogin()) }
}

/** A 429 of the rate limits (ADR 020). */
const tooMany = (seconds: number) => ({
  error: { status: 429, message: 'Muitas tentativas', retry_after: seconds },
})
/** Moves the fake clock and the countdown's interval. */
const tick = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}

const entrar = () => screen.getByRole('button', { name: 'Entrar' })
const biometricButton = () => screen.findByRole('button', { name: 'Entrar com biometria' })

describe('login screen', () => {
  beforeEach(() => {
    // Failed logins are logged on purpose; keep the test output readable.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem('token', 'app-token')
    act(() => toast.clear())
  })

  it('enables "Entrar" only when entity, CPF, birth date, terms and captcha are all there', async () => {
    server()
    renderApp('/')
    const user = userEvent.setup()
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' }),
      'Recife',
    )
    expect(entrar().hasAttribute('disabled')).toBe(true)
    // The disabled button is described by the hint that says why.
    const hint = document.getElementById(entrar().getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe(
      'Para entrar, preencha todos os campos, aceite os termos e confirme que não é um robô.',
    )
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725')
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveProperty('value', '529.982.247-25')
    // A valid CPF moves focus to the birth date.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Data de nascimento' }))
    await user.keyboard('01021980')
    expect(screen.getByRole('textbox', { name: 'Data de nascimento' })).toHaveProperty(
      'value',
      '01/02/1980',
    )
    expect(entrar().hasAttribute('disabled')).toBe(true)
    await user.click(
      screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a LGPD' }),
    )
    expect(entrar().hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: 'Não sou um robô' }))
    expect(entrar().hasAttribute('disabled')).toBe(false)
    expect(entrar().hasAttribute('aria-describedby')).toBe(false)
  })

  it('disables "Entrar" again when the terms or the captcha are unticked, or the CPF or the date become invalid', async () => {
    server()
    renderApp('/')
    const user = await fillForm()
    expect(entrar().hasAttribute('disabled')).toBe(false)
    for (const name of ['Li e aceito os termos de uso e a LGPD', 'Não sou um robô']) {
      const box = screen.getByRole('checkbox', { name })
      await user.click(box)
      expect(entrar().hasAttribute('disabled')).toBe(true)
      await user.click(box)
      expect(entrar().hasAttribute('disabled')).toBe(false)
    }
    const cpf = screen.getByRole('textbox', { name: 'CPF' })
    await user.clear(cpf)
    await user.type(cpf, '12345678900')
    expect(entrar().hasAttribute('disabled')).toBe(true)
    await user.clear(cpf)
    await user.type(cpf, person.cpf)
    expect(entrar().hasAttribute('disabled')).toBe(false)
    const date = screen.getByRole('textbox', { name: 'Data de nascimento' })
    await user.clear(date)
    await user.type(date, '31021960')
    expect(entrar().hasAttribute('disabled')).toBe(true)
  })

  it('shows the cookie banner with the login, which stays usable under it', async () => {
    server()
    renderApp('/')
    const banner = await screen.findByRole('region', { name: 'Este site usa cookies' })
    expect(within(banner).getByRole('button', { name: 'Personalizar' })).toBeTruthy()
    await fillForm()
    expect(entrar().hasAttribute('disabled')).toBe(false)
    expect(screen.getByRole('region', { name: 'Este site usa cookies' })).toBe(banner)
  })

  it("shows the entity's CPF message when 11 digits form an invalid CPF", async () => {
    server()
    renderApp('/')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByRole('combobox'), 'Recife')
    const cpf = screen.getByRole('textbox', { name: 'CPF' })
    await user.type(cpf, '52998224724')
    expect(screen.getByText('O CPF informado é inválido')).toBeTruthy()
    expect(cpf.getAttribute('aria-invalid')).toBe('true')
    expect(cpf.getAttribute('aria-describedby')).toBe(
      screen.getByText('O CPF informado é inválido').id,
    )
  })

  it('enters without confirmation when the person has no contacts, landing on /Ajuda/', async () => {
    const token = personToken()
    const api = server(
      { method: 'POST', path: LOGIN, body: social({ access_token: token }) },
      { method: 'POST', path: CONTACTS, body: noContacts },
    )
    const { router } = await submitLogin()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Ajuda/')
    expect(localStorage.getItem('token')).toBe(token)
    const [login] = api.callsTo(LOGIN)
    expect(login?.body).toMatchObject({
      ...person,
      oid: 'Recife-oid-test',
      oeid: 'Recife-oeid-test',
      response_token: expect.stringMatching(/^dev-/),
    })
    expect(api.callsTo(CONTACTS)[0]?.body).toMatchObject({ 're-captcha-by-pass': true })
    // The header now shows the session.
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeTruthy()
  })

  it('keeps "Entrar" busy while the login goes, without the saving indicator of the wizard', async () => {
    server(
      { method: 'POST', path: LOGIN, body: social({ access_token: personToken() }) },
      { method: 'POST', path: CONTACTS, body: noContacts },
    )
    renderApp('/')
    const user = await fillForm()
    // The login's calls wait until released.
    const release = holdAnswers()
    await user.click(entrar())
    await waitFor(() => expect(entrar().getAttribute('aria-busy')).toBe('true'))
    expect(screen.queryByText('Salvando...')).toBeNull()
    release()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeTruthy()
  })

  it('lands a "limited" user on /Status/', async () => {
    server(
      {
        method: 'POST',
        path: LOGIN,
        body: social({ access_token: personToken({ status: 'limited' }) }),
      },
      { method: 'POST', path: CONTACTS, body: noContacts },
      // A locked case keeps the person on /Status/ (with none, /Status/ sends on to /Censo/).
      {
        path: '/recad/v1/higienize-segurado/42/',
        body: caseStatus('locked', { data_hora: '2025-05-12T10:15:00-03:00' }),
      },
    )
    const { router } = await submitLogin()
    await waitFor(() => expect(router.state.location.pathname).toBe('/Status/'))
  })

  it('confirms identity with a code sent by SMS', async () => {
    const token = personToken()
    const { api, user, router } = await submitLoginToConfirm(
      { method: 'POST', path: SMS, body: codeSent },
      { method: 'POST', path: VERIFY, body: social({ success: true, access_token: token }) },
    )
    expect(await screen.findByRole('radio', { name: EMAIL_CHOICE })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: SMS_CHOICE }))
    const code = await screen.findByRole('textbox', { name: 'Código' })
    expect(screen.getByRole('radio', { name: SMS_CHOICE })).toHaveProperty('checked', true)
    expect(document.activeElement).toBe(code)
    expect(api.callsTo(SMS)[0]?.body).toMatchObject({ pf_id: 42, cellphone_id: 9 })
    expect(screen.getByRole('button', { name: 'Confirmar' }).hasAttribute('disabled')).toBe(true)
    await user.type(code, '12345678')
    expect(code).toHaveProperty('value', '123456')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/Ajuda/'))
    expect(api.callsTo(VERIFY)[0]?.body).toMatchObject({
      pf_id: 42,
      code: '123456',
      resource_id: 9,
      oid: 'Recife-oid-test',
      oeid: 'Recife-oeid-test',
    })
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('confirms identity with a code sent by e-mail', async () => {
    const token = personToken()
    const { api, user, router } = await submitLoginToConfirm(
      { method: 'POST', path: EMAIL, body: codeSent },
      { method: 'POST', path: VERIFY, body: social({ success: true, access_token: token }) },
    )
    await user.click(await screen.findByRole('radio', { name: EMAIL_CHOICE }))
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), '654321')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/Ajuda/'))
    expect(api.callsTo(EMAIL)[0]?.body).toMatchObject({ pf_id: 42, email_id: 7 })
    expect(api.callsTo(VERIFY)[0]?.body).toMatchObject({ code: '654321', resource_id: 7 })
    expect(localStorage.getItem('token')).toBe(token)
  })

  // ADR 024: a refusal needs nothing but success: false; the token the mock adds is ours.
  it('says "Código inválido" when the verification answers success false without a token', async () => {
    const { user } = await submitLoginToConfirm(
      { method: 'POST', path: EMAIL, body: codeSent },
      { method: 'POST', path: VERIFY, body: social({ success: false }) },
    )
    await user.click(await screen.findByRole('radio', { name: EMAIL_CHOICE }))
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), '000000')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(await within(screen.getByRole('alert')).findByText('Código inválido')).toBeTruthy()
    expect(localStorage.getItem('token')).toBe('app-token')
  })

  it('says "Código inválido" for a wrong code and starts the confirmation over', async () => {
    const { api, user } = await submitLoginToConfirm(
      { method: 'POST', path: EMAIL, body: codeSent },
      // As the mock refuses a wrong code.
      {
        method: 'POST',
        path: VERIFY,
        status: 401,
        body: { error: { status: 401, message: 'Código inválido' } },
      },
    )
    await user.click(await screen.findByRole('radio', { name: EMAIL_CHOICE }))
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), '000000')
    expect(api.callsTo(EMAIL)[0]?.body).toMatchObject({ pf_id: 42, email_id: 7 })
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(await within(screen.getByRole('alert')).findByText('Código inválido')).toBeTruthy()
    const sms = await screen.findByRole('radio', { name: SMS_CHOICE })
    expect(sms).toHaveProperty('checked', false)
    // The choice made is undone too.
    expect(screen.getByRole('radio', { name: EMAIL_CHOICE })).toHaveProperty('checked', false)
    expect(screen.queryByRole('textbox', { name: 'Código' })).toBeNull()
    // Keyboard and screen-reader users are back at the first choice, not at the page's top.
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0])
    expect(localStorage.getItem('token')).toBe('app-token')
  })

  describe('rate limits (ADR 020)', () => {
    // Only the countdown's interval and the clock are fake: user-event and findBy keep theirs.
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }))

    it('a refused send says when a new code may be asked and holds the choices back until then', async () => {
      const { api, user } = await submitLoginToConfirm(
        { method: 'POST', path: SMS, body: codeSent },
        { method: 'POST', path: EMAIL, status: 429, body: tooMany(3) },
      )
      await user.click(await screen.findByRole('radio', { name: SMS_CHOICE }))
      expect(await screen.findByRole('textbox', { name: 'Código' })).toBeTruthy()
      await user.click(screen.getByRole('radio', { name: EMAIL_CHOICE }))
      expect(await screen.findByText('Aguarde 3 segundos para pedir um novo código.')).toBeTruthy()
      // The SMS code sent before still holds: its step stays, its choice stays checked.
      expect(screen.getByRole('textbox', { name: 'Código' })).toBeTruthy()
      const sms = screen.getByRole('radio', { name: SMS_CHOICE })
      expect(sms).toHaveProperty('checked', true)
      expect(sms.closest('fieldset')?.disabled).toBe(true)
      expect(screen.getByRole('alert').textContent).toBe('')
      for (const wait of ['Aguarde 2 segundos', 'Aguarde 1 segundo']) {
        await tick(1000)
        expect(screen.getByText(`${wait} para pedir um novo código.`)).toBeTruthy()
      }
      await tick(1000)
      expect(screen.queryByText(/para pedir um novo código/)).toBeNull()
      expect(sms.closest('fieldset')?.disabled).toBe(false)
      api.use({ method: 'POST', path: EMAIL, body: codeSent })
      await user.click(screen.getByRole('radio', { name: EMAIL_CHOICE }))
      expect(
        await screen.findByText('Enviamos um código de 6 dígitos para jo***@mail.com.'),
      ).toBeTruthy()
      expect(api.callsTo(EMAIL)).toHaveLength(2)
    })

    it('a refused login says when to try again, inline', async () => {
      server({ method: 'POST', path: LOGIN, status: 429, body: tooMany(840) })
      await submitLogin()
      expect(
        await screen.findByText('Muitas tentativas com este CPF. Tente novamente em 14 minuto(s).'),
      ).toBeTruthy()
    })
  })

  it.each([
    [401, 'Dados não conferem (Recife)'],
    [403, 'Os dados informados não conferem'],
    [404, 'Cadastro não localizado...verifique seus dados e tente novamente.'],
  ])('shows a %i inline and stays on the form', async (status, message) => {
    server({ method: 'POST', path: LOGIN, status, body: failure(status) })
    await submitLogin()
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveProperty('value', '529.982.247-25')
  })

  it("shows the entity's own 401, 403 and 404 messages as the mock answers them, and stays on /", async () => {
    // The mock's answers for a wrong birth date, a blocked person and an unknown CPF: the
    // messages of its entities (fixtures/src/tenants.ts), in the metadata and in each body.
    const messages: Record<string, string> = {
      '401': 'Os dados informados não conferem',
      '403':
        'Os dados informados não conferem. Seu acesso está bloqueado: procure o atendimento do instituto.',
      '404': 'Cadastro não localizado...verifique seus dados e tente novamente.',
    }
    const withMockMessages = metadata()
    Object.assign(withMockMessages.censo_domain.recife!.login_error_messages, messages)
    const refusal = (status: 401 | 403 | 404): MockRoute => ({
      method: 'POST',
      path: LOGIN,
      status,
      body: { error: { status, message: messages[String(status)] } },
    })
    const api = server(
      { path: '/meta/v2/data/censo/', body: metaAnswer(withMockMessages) },
      refusal(401),
    )
    const { user, router } = await submitLogin()
    // The 401 text begins the 403 one: each must be the whole message shown.
    expect(await screen.findByText(messages['401'] ?? '')).toBeTruthy()
    expect(screen.queryByText(messages['403'] ?? '')).toBeNull()
    for (const status of [403, 404] as const) {
      api.use(refusal(status))
      // The captcha is asked again after every refusal.
      await user.click(screen.getByRole('checkbox', { name: 'Não sou um robô' }))
      await user.click(entrar())
      expect(await screen.findByText(messages[String(status)] ?? '')).toBeTruthy()
    }
    expect(api.callsTo(LOGIN)).toHaveLength(3)
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows the connection message inline when there is no answer', async () => {
    server({ method: 'POST', path: LOGIN, network: true })
    await submitLogin()
    expect(
      await screen.findByText(
        'Não foi possível executar esta operação no momento...verifique a sua conexão com a internet e tente novamente em instantes.',
      ),
    ).toBeTruthy()
  })

  it('shows "Atenção!" with the entity message for other statuses, and Voltar returns', async () => {
    const recifeWith500 = metadata()
    recifeWith500.censo_domain.recife!.login_error_messages['500'] = 'Recife fora do ar'
    server(
      { path: '/meta/v2/data/censo/', body: metaAnswer(recifeWith500) },
      { method: 'POST', path: LOGIN, status: 500, body: failure(500) },
    )
    const { user } = await submitLogin()
    const title = await screen.findByRole('heading', { level: 1, name: 'Atenção!' })
    expect(document.activeElement).toBe(title)
    expect(screen.getByText('Recife fora do ar')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveProperty('value', '529.982.247-25')
  })

  it('says on "Atenção!" that the service is unavailable when the auth API refuses the app key, once per Entrar', async () => {
    const developer = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.removeItem('token')
    const api = server({ method: 'POST', path: '/auth/v1/auth/', status: 403, body: failure(403) })
    const { user } = await submitLogin()
    expect(await screen.findByRole('heading', { level: 1, name: 'Atenção!' })).toBeTruthy()
    expect(
      screen.getByText('Serviço temporáriamente indisponível...tente novamente em instantes'),
    ).toBeTruthy()
    expect(developer).toHaveBeenCalledWith(expect.stringMatching(/VITE_API_KEY/))
    // Not the session's end (no logout, no reload): the form comes back as it was typed.
    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveProperty('value', '529.982.247-25')
    expect(api.callsTo('/auth/v1/auth/')).toHaveLength(1)
    expect(api.callsTo(LOGIN)).toHaveLength(0)
    // Trying again (the captcha is asked again after every refusal) asks once more, no loop.
    await user.click(screen.getByRole('checkbox', { name: 'Não sou um robô' }))
    await user.click(entrar())
    expect(await screen.findByRole('heading', { level: 1, name: 'Atenção!' })).toBeTruthy()
    expect(api.callsTo('/auth/v1/auth/')).toHaveLength(2)
  })

  it('shows the default message on "Atenção!" when the entity has none', async () => {
    server({ method: 'POST', path: LOGIN, status: 502, body: failure(502) })
    await submitLogin()
    expect(
      await screen.findByText(
        'Não localizamos o seu cadastro de servidor. Dirija-se a um posto de atendimento do seu instituto de previdência.',
      ),
    ).toBeTruthy()
  })

  it('toasts a rejected captcha and resets the widget', async () => {
    server({ method: 'POST', path: LOGIN, status: 400, body: failure(400, ['response_token']) })
    await submitLogin()
    expect(
      await within(screen.getByRole('alert')).findByText(
        'Você deve verificar o captcha corretamente',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Não sou um robô' })).toHaveProperty(
      'checked',
      false,
    )
    expect(entrar().hasAttribute('disabled')).toBe(true)
  })

  describe('with reCAPTCHA (a site key configured)', () => {
    interface WidgetOptions {
      size?: string
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    }
    const widgets: WidgetOptions[] = []
    const grecaptcha = {
      render: (_host: HTMLElement, options: WidgetOptions) => widgets.push(options),
    }

    /** Google's script is not loaded: its onload is called with a stand-in that keeps each widget. */
    beforeEach(() => {
      widgets.length = 0
      const siteKey = config.recaptchaSiteKey
      Reflect.set(config, 'recaptchaSiteKey', 'site-key')
      vi.stubGlobal('grecaptcha', grecaptcha)
      const append = document.head.append.bind(document.head)
      vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        const [node] = nodes
        if (node instanceof HTMLScriptElement && node.src.includes('recaptcha')) {
          queueMicrotask(() => window.censoRecaptchaLoaded?.())
        } else append(...nodes)
      })
      return () => Reflect.set(config, 'recaptchaSiteKey', siteKey)
    })

    /** The form filled but for the captcha, whose widget is ticked: Entrar is on. */
    async function tickedWidget() {
      server()
      renderApp('/')
      const user = userEvent.setup()
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' }),
        'Recife',
      )
      await user.type(screen.getByRole('textbox', { name: 'CPF' }), person.cpf)
      await user.type(screen.getByRole('textbox', { name: 'Data de nascimento' }), '01021980')
      await user.click(
        screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a LGPD' }),
      )
      await waitFor(() => expect(widgets).toHaveLength(1))
      const [widget] = widgets
      if (!widget) throw new Error('no reCAPTCHA widget')
      act(() => widget.callback('recaptcha-token'))
      await waitFor(() => expect(entrar().hasAttribute('disabled')).toBe(false))
      return widget
    }

    it('asks for the compact box (164 px) on a phone too narrow for the normal one and the chat button', async () => {
      expect((await tickedWidget()).size).toBe('normal')
      cleanup()
      widgets.length = 0
      // A 320 px phone: the narrow query matches (happy-dom's window is 1024 px wide).
      const matchMedia = window.matchMedia.bind(window)
      vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
        matchMedia(query === '(max-width: 24.49rem)' ? 'all' : query),
      )
      expect((await tickedWidget()).size).toBe('compact')
    })

    it.each([
      ['the token expires', 'expired-callback'],
      ['the widget reports an error', 'error-callback'],
    ] as const)(
      'toasts "Você deve verificar o captcha corretamente" when %s before Entrar',
      async (_case, event) => {
        const widget = await tickedWidget()
        expect(screen.queryByText('Você deve verificar o captcha corretamente')).toBeNull()
        act(() => widget[event]())
        expect(
          await within(await screen.findByRole('alert')).findByText(
            'Você deve verificar o captcha corretamente',
          ),
        ).toBeTruthy()
        expect(entrar().hasAttribute('disabled')).toBe(true)
      },
    )
  })

  it('says the metadata could not be loaded when the meta API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server({ path: '/meta/v2/data/censo/', status: 500, body: failure(500) })
    renderApp('/')
    expect(await screen.findByText('Não foi possível carregar a meta API')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'CPF' })).toBeNull()
  })
})

describe('login with biometrics', () => {
  const saved = { ...person, oid: 'Recife-oid-test', credentialId: 'AQID' }

  beforeEach(() => {
    server()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(removeAuthenticator)

  it('is not offered without a valid saved login', async () => {
    installAuthenticator()
    saveLogin({ ...saved, cpf: '52998224724' })
    renderApp('/')
    await screen.findByRole('textbox', { name: 'CPF' })
    // The button's code is a lazy chunk: once it is loaded, a button would be on screen.
    await act(() => import('@/features/biometrics/components/biometric-login'))
    expect(screen.queryByRole('button', { name: 'Entrar com biometria' })).toBeNull()
  })

  it('fills CPF, birth date and entity once the device verified the person', async () => {
    const authenticator = installAuthenticator()
    saveLogin(saved)
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await biometricButton())
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveProperty(
        'value',
        '529.982.247-25',
      ),
    )
    expect(screen.getByRole('textbox', { name: 'Data de nascimento' })).toHaveProperty(
      'value',
      '01/02/1980',
    )
    expect(screen.getByRole('combobox', { name: 'Selecione Municipio ou Estado' })).toHaveProperty(
      'value',
      'recife',
    )
    expect(screen.getByText(/Digital confirmada/)).toBeTruthy()
    expect(authenticator.get.mock.calls[0]?.[0].publicKey?.userVerification).toBe('required')
    // Terms and captcha are still the person's to give.
    expect(entrar().hasAttribute('disabled')).toBe(true)
  })

  it('leaves the form empty when the device refuses', async () => {
    installAuthenticator({ verifies: false })
    saveLogin(saved)
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await biometricButton())
    expect(
      await screen.findByText('A digital não foi confirmada. Preencha os seus dados para entrar.'),
    ).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveProperty('value', '')
  })
})
