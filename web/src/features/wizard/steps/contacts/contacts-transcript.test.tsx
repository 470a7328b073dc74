import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdAnswers } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { stopListening, Transcript } from '@/a11y/screen-reader'
import {
  completeDocuments,
  goToStep,
  person,
  PF_ID,
  social,
  wizardMetadata,
  wizardServer,
} from '@/features/wizard/test-support'
import { NETWORKS } from './test-routes'

const instagram = {
  rede_social_id: 51,
  rede_social_tipo: 'instagram',
  rede_social_endereco: 'maria.silva',
  uupfid: PF_ID,
  data_hora: '2026-11-20T12:00:00.000Z',
}

/** Recife-like metadata with the networks the form offers. */
function metadataWithNetworks() {
  const base = wizardMetadata()
  return {
    ...base,
    listas: {
      ...base.listas,
      redes_sociais: [
        { value: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/{usuario}' },
      ],
    },
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(stopListening)

describe('what a screen reader says on a save with SALVAR', () => {
  it('says the save going once and its outcome once', async () => {
    const server = wizardServer(person({ documentos: completeDocuments }), {
      path: '/meta/v2/data/censo/',
      body: metaAnswer(metadataWithNetworks()),
    })
    renderApp('/Censo/')
    const user = userEvent.setup()
    await goToStep(user, 2)
    const networks = screen.getByRole('region', { name: /^Redes Sociais/ })
    await user.click(within(networks).getByRole('button', { name: 'Adicionar rede social' }))
    await user.selectOptions(within(networks).getByLabelText('Rede social'), 'instagram')
    await user.type(within(networks).getByLabelText('Endereço ou usuário'), 'maria.silva')
    server.use(
      {
        method: 'POST',
        path: '/social/v1/pessoa-fisica/rede-social/',
        body: social({ rede_social_id: 51 }),
      },
      { path: NETWORKS, body: social([instagram]) },
    )
    const heard = await Transcript.start('contact-save', 'A save with SALVAR: a social network')
    await heard.step('presses SALVAR; the answer is held')
    const release = holdAnswers()
    await user.click(within(networks).getByRole('button', { name: 'SALVAR' }))
    await within(networks).findByText('Salvando...')
    const going = await heard.step('the server answers')
    release()
    await within(networks).findByRole('link', { name: 'Abrir Instagram: maria.silva' })
    await vi.waitFor(async () =>
      expect(
        (await heard.heardSinceStep()).filter((said) => /^(polite|assertive):/.test(said)),
      ).toEqual(['polite: Dados cadastrados com sucesso!']),
    )
    expect(going.filter((said) => /^(polite|assertive):/.test(said))).toEqual([
      'polite: Salvando...',
    ])
    await heard.finish()
  })
})
