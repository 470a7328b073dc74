import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as t from '@/text/pt-BR/core'
import { holdAnswers, mockFetch } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import { stopListening, Transcript } from './screen-reader'

beforeEach(() => {
  // The failed read is logged on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(stopListening)

describe('what a screen reader says when the metadata cannot be read', () => {
  it('hears a public screen loading, then its failure once', async () => {
    mockFetch([{ path: '/meta/v2/data/censo/', status: 500, body: { error: { status: 500 } } }])
    // The failure waits until the transcript listens: on a loaded box it came before.
    const release = holdAnswers((url) => url.includes('/meta/v2/data/censo/'))
    renderApp('/Contato/')
    await screen.findByText(t.app.loading)
    const heard = await Transcript.start(
      'metadata-failure',
      'Contato: the metadata cannot be read (the meta API answers 500)',
    )
    await heard.step('waits while the screen loads')
    release()
    await vi.waitFor(
      async () =>
        expect(
          (await heard.heardSinceStep()).filter((said) => said.startsWith('assertive:')),
        ).toEqual([`assertive: ${t.app.metaUnavailable}`]),
      { timeout: 15_000 },
    )
    await heard.finish()
  })

  it('hears the login loading, then its failure once', async () => {
    mockFetch([{ path: '/meta/v2/data/censo/', status: 500, body: { error: { status: 500 } } }])
    // The failure waits until the transcript listens: on a loaded box it came before.
    const release = holdAnswers((url) => url.includes('/meta/v2/data/censo/'))
    renderApp('/')
    await screen.findByText(t.app.loading)
    const heard = await Transcript.start(
      'login-metadata-failure',
      'Login: the metadata cannot be read (the meta API answers 500)',
    )
    await heard.step('waits while the login loads')
    release()
    await vi.waitFor(
      async () =>
        expect(
          (await heard.heardSinceStep()).filter((said) => said.startsWith('assertive:')),
        ).toEqual([`assertive: ${t.app.metaUnavailable}`]),
      { timeout: 15_000 },
    )
    await heard.finish()
  })
})
