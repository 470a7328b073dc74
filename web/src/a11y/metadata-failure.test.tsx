import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as t from '@/text/pt-BR/core'
import { holdAnswers, mockFetch } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import { spoken, stopListening, Transcript } from './screen-reader'

beforeEach(() => {
  // The failed read is logged on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(stopListening)

describe('what a screen reader says when the metadata cannot be read', () => {
  it.each([
    {
      screenName: 'a public screen',
      path: '/Contato/',
      flow: 'metadata-failure',
      title: 'Contato: the metadata cannot be read (the meta API answers 500)',
      waiting: 'waits while the screen loads',
    },
    {
      screenName: 'the login',
      path: '/',
      flow: 'login-metadata-failure',
      title: 'Login: the metadata cannot be read (the meta API answers 500)',
      waiting: 'waits while the login loads',
    },
  ])('hears $screenName loading, then its failure once', async ({ path, flow, title, waiting }) => {
    mockFetch([{ path: '/meta/v2/data/censo/', status: 500, body: { error: { status: 500 } } }])
    // The failure waits until the transcript listens: on a loaded box it came before.
    const release = holdAnswers((url) => url.includes('/meta/v2/data/censo/'))
    renderApp(path)
    await screen.findByText(t.app.loading)
    const heard = await Transcript.start(flow, title)
    await heard.step(waiting)
    release()
    await vi.waitFor(
      async () =>
        expect(spoken(await heard.heardSinceStep())).toEqual([
          `assertive: ${t.app.metaUnavailable}`,
        ]),
      { timeout: 15_000 },
    )
    await heard.finish()
  })
})
