import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { spoken, stopListening, Transcript } from '@/a11y/screen-reader'
import { holdAnswers } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import { EXCHANGE, person, wizardServer } from '@/features/wizard/test-support'
import { wizard } from '@/text/pt-BR/wizard'

beforeEach(() => {
  // The failed read is logged on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(stopListening)

describe("what a screen reader says when the wizard's data cannot be read", () => {
  it('hears the failure of the whole wizard once, and again after Tentar novamente', async () => {
    wizardServer(person(), {
      method: 'POST',
      path: EXCHANGE,
      status: 500,
      body: { error: { status: 500 } },
    })
    let release = holdAnswers((url) => url.includes(EXCHANGE))
    const user = userEvent.setup()
    renderApp('/Censo/')
    // The wizard's own frame (not the route's pending one, whose heading it replaces): its
    // failure's alert is there, empty.
    await vi.waitFor(() => expect(document.querySelector('.wizard-failure')).not.toBeNull())
    const heard = await Transcript.start(
      'wizard-screen-failure',
      "/Censo/: the person's data cannot be read (the social API answers 500)",
    )
    await heard.step('waits while the wizard loads')
    release()
    await screen.findByRole('button', { name: wizard.retry })
    await vi.waitFor(
      async () =>
        expect(spoken(await heard.heardSinceStep())).toEqual([`assertive: ${wizard.loadFailure}`]),
      { timeout: 15_000 },
    )
    await heard.step('presses Tentar novamente; the data fail again')
    release = holdAnswers((url) => url.includes(EXCHANGE))
    await user.click(screen.getByRole('button', { name: wizard.retry }))
    await screen.findByText(wizard.loading)
    release()
    await vi.waitFor(
      async () =>
        expect(spoken(await heard.heardSinceStep())).toEqual([`assertive: ${wizard.loadFailure}`]),
      { timeout: 15_000 },
    )
    await heard.finish()
  })
})
