import { afterEach, describe, expect, it } from 'vitest'
import { stopListening, Transcript } from './screen-reader'

afterEach(async () => {
  await stopListening()
  document.body.replaceChildren()
})

describe('the transcript reader', () => {
  it('hears a live region changed as a labelled node leaves the page, and nothing of that node', async () => {
    document.body.innerHTML = `
      <output id="saving"></output>
      <dialog aria-labelledby="question" open>
        <h2 id="question">Concluir?</h2>
        <output id="inside"></output>
      </dialog>`
    const saving = document.getElementById('saving')
    const dialog = document.querySelector('dialog')
    const inside = document.getElementById('inside')
    if (!saving || !dialog || !inside) throw new Error('no page')
    const heard = await Transcript.start('never-written', 'a batch with a node gone')
    // One task, as React commits CONCLUIR's answer: the dialog closes and leaves, the save starts.
    dialog.removeAttribute('open')
    inside.textContent = 'Fechando...'
    dialog.remove()
    saving.textContent = 'Salvando...'
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Without the reader's filter: `root.getElementById is not a function`, unhandled, and
    // nothing of the batch said.
    expect(await heard.heardSinceStep()).toEqual(['document', 'polite: Salvando...'])
  })
})
