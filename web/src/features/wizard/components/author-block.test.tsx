import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/api/query-client'
import { holdAnswers, mockFetch } from '@/test/fetch'
import { personToken } from '@/test/jwt'
import { AUTHOR_ID, EXCHANGE, PF_ID } from '../test-support'
import { AuthorBlock } from './author-block'

const PHOTO = 'https://fotos.example/901-32.jpg'
const stamp = { uupfid: AUTHOR_ID, data_hora: '2024-09-18T10:42:00-03:00' }

/** The exchange answers for the author, who has `foto_url`. */
function server(foto_url: string | null) {
  return mockFetch([
    {
      method: 'POST',
      path: EXCHANGE,
      body: {
        data: {
          SocialAPI: { [String(AUTHOR_ID)]: { pf_id: AUTHOR_ID, nome: 'Ana Lima', foto_url } },
        },
      },
    },
  ])
}

function renderBlock() {
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthorBlock stamp={stamp} />
    </QueryClientProvider>,
  )
  return {
    avatar: () => container.querySelector('img.avatar'),
    personIcon: () => container.querySelector('svg.icon-person'),
  }
}

describe('author block', () => {
  beforeEach(() => {
    localStorage.setItem('token', personToken({ pfid: PF_ID }))
  })

  it('says "Carregando..." with the person icon while the author loads', async () => {
    server(PHOTO)
    const release = holdAnswers()
    const block = renderBlock()
    expect(screen.getByText('Carregando...')).toBeTruthy()
    expect(block.personIcon()).not.toBeNull()
    expect(block.avatar()).toBeNull()
    release()
    expect(await screen.findByText('Ana Lima, em 18/09/2024 10:42')).toBeTruthy()
    expect(screen.queryByText('Carregando...')).toBeNull()
  })

  it("shows the author's photo instead of the icon when there is one", async () => {
    server(PHOTO)
    const block = renderBlock()
    await screen.findByText('Ana Lima, em 18/09/2024 10:42')
    expect(block.avatar()?.getAttribute('src')).toBe(PHOTO)
    expect(block.personIcon()).toBeNull()
  })

  it('keeps the person icon when the author has no photo', async () => {
    server(null)
    const block = renderBlock()
    await screen.findByText('Ana Lima, em 18/09/2024 10:42')
    expect(block.personIcon()).not.toBeNull()
    expect(block.avatar()).toBeNull()
  })
})
