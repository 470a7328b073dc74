import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { metaAnswer } from '@/test/metadata'
import { caseStatus } from '@/test/case-status'
import { recad } from '@/test/envelopes'
import { renderApp } from '@/test/render-app'
import * as t from '@/text/pt-BR/case'
import { spoken, stopListening, Transcript } from '@/a11y/screen-reader'
import {
  CASE_STATUS,
  CONCLUIR_TEXT,
  FINALIZE,
  completeDocuments,
  goToStep,
  person,
  wizardMetadata,
  wizardServer,
} from './test-support'

const STATUS_TITLE = `heading, ${t.case.status.waiting}, level 1`

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(stopListening)

describe('what a screen reader says on CONCLUIR', () => {
  it('reads the question, says the sending once, then the title of /Status/ and its text', async () => {
    const server = wizardServer(person({ documentos: completeDocuments }), {
      path: '/meta/v2/data/censo/',
      body: metaAnswer({ ...wizardMetadata(), concluir_text: CONCLUIR_TEXT }),
    })
    const { router } = renderApp('/Censo/')
    const user = userEvent.setup()
    await goToStep(user, 6)
    const conclude = screen.getByRole('button', { name: 'CONCLUIR' })
    await waitFor(() => expect(conclude).toHaveProperty('disabled', false))
    server.use(
      {
        method: 'POST',
        path: FINALIZE,
        body: recad({ status: 'locked', data_hora: '2026-11-25T12:00:00.000Z' }),
      },
      { path: CASE_STATUS, body: caseStatus('locked') },
    )
    const heard = await Transcript.start('conclude', 'CONCLUIR: the case sent, then /Status/')

    await heard.step('presses CONCLUIR')
    await user.click(conclude)
    const question = await screen.findByRole('dialog', { name: 'Concluir o recenseamento' })
    await vi.waitFor(async () =>
      expect(await heard.heardSinceStep()).toContain(
        `dialog, Concluir o recenseamento, ${CONCLUIR_TEXT}, modal`,
      ),
    )

    await heard.step('presses Concluir')
    await user.click(within(question).getByRole('button', { name: 'Concluir' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/Status/'))
    // Focus lands on the title of /Status/: the reader says it, last.
    await vi.waitFor(async () => expect((await heard.heardSinceStep()).at(-1)).toBe(STATUS_TITLE))
    const said = await heard.heardSinceStep()
    expect(spoken(said)).toEqual(['polite: Salvando...'])
    expect(said.filter((phrase) => phrase.startsWith('heading'))).toEqual([STATUS_TITLE])
    expect(server.callsTo(FINALIZE)).toHaveLength(1)

    await heard.step('reads on')
    await heard.readUntil(t.case.status.waitingText)
    await heard.finish()
  })
})
