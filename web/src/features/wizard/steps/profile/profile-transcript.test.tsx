import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import { stopListening, Transcript } from '@/a11y/screen-reader'
import { PATCH_PROFILE, person, wizardServer } from '@/features/wizard/test-support'
import * as t from '@/text/pt-BR/wizard'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(stopListening)

describe('what a screen reader says on a validation failure', () => {
  it('Enter with a field in error takes focus to the first one, which says its message', async () => {
    // Her parents' names are missing: both are marked as the step opens.
    const server = wizardServer(person({ filiacao: [] }))
    renderApp('/Censo/')
    const user = userEvent.setup()
    const father = await screen.findByLabelText('Nome do pai')
    await vi.waitFor(() => expect(father.getAttribute('aria-invalid')).toBe('true'))
    const social = screen.getByLabelText('Nome Social')
    await user.click(social)
    const heard = await Transcript.start(
      'validation-failure',
      'A validation failure: Enter in step 1 with a required field empty',
    )
    await heard.step('types a social name and presses Enter')
    await user.type(social, 'Mari{Enter}')
    await vi.waitFor(() => expect(document.activeElement).toBe(father))
    const said = await heard.heardSinceStep()
    expect(said.at(-1)).toBe(`textbox, Nome do pai, ${t.wizard.required}, invalid, placeholder N/I`)
    expect(server.callsTo(PATCH_PROFILE)).toHaveLength(0)
    await heard.finish()
  })
})
