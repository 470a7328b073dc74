import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '@/test/fetch'
import { personToken } from '@/test/jwt'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { saveLogin } from '../saved-login'
import { installAuthenticator, removeAuthenticator } from '../test-authenticator'
import { social } from '@/test/envelopes'

/** Who the exchange says the person is: what turning the switch on saves. */
const person = { cpf: '52998224725', nascimento: '1968-04-15' }
const savedLogin = { ...person, oid: 'tst-recife', credentialId: 'AQID' }

function server() {
  return mockFetch([
    { path: '/meta/v2/data/censo/', body: metaAnswer() },
    {
      method: 'POST',
      path: '/social/v1/pessoa-fisica/exchange/',
      body: social({ '42': { pf_id: 42, nome: 'Maria', foto_url: null, ...person } }),
    },
  ])
}

const theSwitch = () => screen.findByRole('switch', { name: 'BIOMETRIA' })
const accept = () => screen.getByRole('button', { name: 'Sim, usar a digital' })
const savedItems = () => ['cpf', 'nascimento', 'oid'].map((key) => localStorage.getItem(key))

/** Opens /Biometria/ and clicks the switch once it is enabled. */
async function clickTheSwitch() {
  const user = userEvent.setup()
  renderApp('/Biometria/')
  const toggle = await theSwitch()
  await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull())
  await user.click(toggle)
  return { user, toggle }
}

describe('/Biometria/', () => {
  beforeEach(() => {
    localStorage.setItem('token', personToken({ oid: 'tst-recife' }))
    server()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(removeAuthenticator)

  it('shows the switch off, with the note, when nothing is saved', async () => {
    installAuthenticator()
    renderApp('/Biometria/')
    const toggle = await theSwitch()
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByText(/A biometria é usada apenas para abrir o aplicativo/).id).toBe(
      toggle.getAttribute('aria-describedby'),
    )
  })

  it('shows the switch on when a valid saved login exists', async () => {
    installAuthenticator()
    saveLogin(savedLogin)
    renderApp('/Biometria/')
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('true')
  })

  it('asks first, then saves cpf, nascimento and oid once the device verified the person', async () => {
    const authenticator = installAuthenticator()
    const { user, toggle } = await clickTheSwitch()
    const dialog = screen.getByRole('dialog', {
      name: 'Deseja usar a sua digital para se autenticar?',
    })
    expect(savedItems()).toEqual([null, null, null])
    expect(document.activeElement).toBe(accept())
    await user.click(accept())
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    expect(dialog.isConnected).toBe(false)
    expect(savedItems()).toEqual([person.cpf, person.nascimento, 'tst-recife'])
    expect(localStorage.getItem('biometricCredential')).toBe('AQID')
    const options = authenticator.create.mock.calls[0]?.[0].publicKey
    expect(options?.authenticatorSelection).toMatchObject({
      authenticatorAttachment: 'platform',
      userVerification: 'required',
    })
    expect(screen.getByText(/Biometria ativada/)).toBeTruthy()
    expect(document.activeElement).toBe(toggle)
  })

  it('saves nothing when the device refuses the fingerprint', async () => {
    installAuthenticator({ verifies: false })
    const { user, toggle } = await clickTheSwitch()
    await user.click(accept())
    expect(
      await screen.findByText('A digital não foi confirmada. Nada foi salvo neste aparelho.'),
    ).toBeTruthy()
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(savedItems()).toEqual([null, null, null])
  })

  it('closes the question with Escape and saves nothing', async () => {
    const authenticator = installAuthenticator()
    const { user, toggle } = await clickTheSwitch()
    expect(
      await screen.findByRole('dialog', { name: 'Deseja usar a sua digital para se autenticar?' }),
    ).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle)
    expect(authenticator.create).not.toHaveBeenCalled()
    expect(savedItems()).toEqual([null, null, null])
  })

  it('says so when the device has no fingerprint reader', async () => {
    installAuthenticator({ available: false })
    await clickTheSwitch()
    expect(
      screen.getByText('Este aparelho não oferece a leitura da digital para o Recenseamento.'),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('turning it off removes the saved login', async () => {
    installAuthenticator()
    saveLogin(savedLogin)
    const { toggle } = await clickTheSwitch()
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(savedItems()).toEqual([null, null, null])
    expect(localStorage.getItem('biometricCredential')).toBeNull()
  })
})
