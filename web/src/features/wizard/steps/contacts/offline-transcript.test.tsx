import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import { spoken, stopListening, Transcript } from '@/a11y/screen-reader'
import { wizard } from '@/text/pt-BR/wizard'
import {
  completeDocuments,
  goToStep,
  person,
  social,
  wizardServer,
} from '@/features/wizard/test-support'
import { EMAILS } from './test-routes'

const POST_EMAIL = '/social/v1/pessoa-fisica/emails/'
const email = { email_id: 7001, email_email: 'maria@exemplo.com.br', email_class: 'P' }

/** The device's network as the browser reports it, with its event. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(stopListening)

describe('what a screen reader says offline (ADR 028)', () => {
  it('says the connection dropping, a save kept on the device, and its sending once back online', async () => {
    const server = wizardServer(person({ documentos: completeDocuments }))
    renderApp('/Censo/')
    const user = userEvent.setup()
    await goToStep(user, 2)
    const emails = screen.getByRole('region', { name: /^Email/ })
    const heard = await Transcript.start(
      'offline-save',
      'Offline: an e-mail kept on the device, then sent once the connection is back',
    )

    await heard.step('the connection drops')
    goOnline(false)
    await vi.waitFor(async () =>
      expect(spoken(await heard.heardSinceStep())).toEqual([`polite: ${wizard.offline.notice}`]),
    )

    await heard.step('adds an e-mail and presses SALVAR')
    await user.click(within(emails).getByRole('button', { name: 'Adicionar email' }))
    await user.type(within(emails).getByLabelText('Email'), email.email_email)
    await user.selectOptions(within(emails).getByLabelText('Classificação'), 'P')
    await user.click(within(emails).getByRole('button', { name: 'SALVAR' }))
    // Its card shows at once, marked as waiting; the step says it was kept, once.
    const card = (await within(emails).findByText(email.email_email)).closest('li')
    expect(card?.textContent).toContain(wizard.saves.waiting)
    await vi.waitFor(async () =>
      expect(spoken(await heard.heardSinceStep())).toEqual([
        'polite: Salvando...',
        `polite: ${wizard.saves.queued('Email')}`,
      ]),
    )

    await heard.step('the connection comes back')
    server.use(
      { method: 'POST', path: POST_EMAIL, body: social({ email_id: 7001 }) },
      { path: EMAILS, body: social({ current: [email] }) },
    )
    goOnline(true)
    // The mark leaves the card and the offline line empties, silently; the save said sent, once.
    await vi.waitFor(async () =>
      expect(spoken(await heard.heardSinceStep())).toEqual([`polite: ${wizard.saves.sent(1)}`]),
    )
    expect(within(emails).queryByText(wizard.saves.waiting)).toBeNull()
    expect(screen.queryByText(wizard.offline.notice)).toBeNull()
    expect(server.callsTo(POST_EMAIL).filter((call) => call.method === 'POST')).toHaveLength(1)
    await heard.finish()
  })
})
