import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import { STEPS } from './steps'
import { completeDocuments, goToStep, person, stepHeading, wizardServer } from './test-support'
import { stopListening, Transcript } from '@/a11y/screen-reader'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(stopListening)

describe('what a screen reader says in the wizard', () => {
  it('names each step and its position as Próximo opens it, and says its save once', async () => {
    // Recife's required documents are there: every step before Imagens can be left.
    wizardServer(person({ documentos: completeDocuments }))
    renderApp('/Censo/')
    const user = userEvent.setup()
    await stepHeading(/Perfil/)
    const heard = await Transcript.start('wizard-steps', 'Wizard: Próximo from step 1 to step 7')
    for (let step = 1; step < STEPS.length; step += 1) {
      await heard.step(`presses Próximo`)
      await goToStep(user, step)
      const said = await heard.heardSinceStep()
      // Próximo saves the step: "Salvando..." once, not once per change of its status.
      expect(said.filter((phrase) => phrase.startsWith('polite:'))).toEqual(['polite: Salvando...'])
      expect(said.filter((phrase) => phrase.startsWith('heading'))).toEqual([
        `heading, ${STEPS[step]?.title} (etapa atual), etapa ${step + 1} de 7, level 2`,
      ])
    }
    await heard.finish()
  })
})
