import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { act, render as renderInto, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { draftKey, writeDraft } from '@/lib/drafts'
import { setToken } from '@/features/session/session'
import { personToken } from '@/test/jwt'
import { common, wizard } from '@/text/pt-BR/wizard'
import { ItemList, type ItemListProps, type ItemRemoval, type ListQuery } from './item-list'

interface Fruit {
  id: number
  name: string
}

const PERSON = 42
const KEY = 'frutas:nova'
const FRUITS: readonly Fruit[] = [
  { id: 1, name: 'Caju' },
  { id: 2, name: 'Pitanga' },
]
const texts = {
  add: 'Adicionar fruta',
  cancel: 'Cancelar',
  empty: 'Nenhuma fruta.',
  remove: (name: string) => `Remover ${name}`,
  removed: (name: string) => `${name}: removida.`,
}

type Source = { items: readonly Fruit[] } | { query: ListQuery<Fruit>; loadFailure: string }

type Removal = Omit<ItemRemoval<Fruit>, 'mutation'> & { run?: (fruit: Fruit) => Promise<unknown> }

/** A list of fruits whose add form saves "Acerola"; what it announces is shown. */
function Fruits({ removal, source }: { removal: Removal; source?: Source }) {
  const { run = () => Promise.resolve(), ...feedback } = removal
  const mutation = useMutation({ mutationFn: run })
  const [announcement, setAnnouncement] = useState('')
  const props: ItemListProps<Fruit> = {
    ...(source ?? { items: FRUITS }),
    keyOf: (fruit) => fruit.id,
    nameOf: (fruit) => fruit.name,
    renderItem: (fruit) => <p>{fruit.name}</p>,
    texts,
    removal: { ...feedback, mutation },
    draftKey: KEY,
    renderForm: (saved) => (
      <button type="button" onClick={() => saved('Acerola: adicionada.')}>
        SALVAR
      </button>
    ),
    announce: setAnnouncement,
  }
  return (
    <section aria-label="Frutas">
      <ItemList {...props} />
      <output>{announcement}</output>
    </section>
  )
}

function render(ui: ReactElement) {
  const client = new QueryClient()
  return renderInto(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  })
}

const button = (name: string) => screen.getByRole('button', { name })

beforeEach(() => {
  setToken(personToken({ pfid: PERSON }))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('ItemList', () => {
  it('opens on a draft; the form takes the list’s place, the button keeps the focus, Cancel drops the draft', async () => {
    writeDraft(PERSON, KEY, 'novo', { name: 'Acerola' })
    const user = userEvent.setup()
    render(<Fruits removal={{}} />)
    const toggle = button('Cancelar')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.queryByText('Caju')).toBeNull()
    await user.click(toggle)
    expect(localStorage.getItem(draftKey(PERSON, KEY))).toBeNull()
    expect(screen.getByText('Caju')).toBeTruthy()
    expect(document.activeElement).toBe(button('Adicionar fruta'))
    await user.click(button('Adicionar fruta'))
    await user.click(button('SALVAR'))
    expect(screen.getByText('Acerola: adicionada.')).toBeTruthy()
    expect(button('Adicionar fruta').getAttribute('aria-expanded')).toBe('false')
  })

  it('marks the removal under way, then announces it; a failure toasts the given text', async () => {
    let finish: (() => void) | undefined
    const run = vi.fn<(fruit: Fruit) => Promise<void>>(
      () => new Promise((resolve) => (finish = resolve)),
    )
    const user = userEvent.setup()
    render(<Fruits removal={{ run, failure: 'Falhou.' }} />)
    await user.click(button('Remover Caju'))
    expect((await screen.findByText(common.removing)).closest('output')).not.toBeNull()
    expect(run.mock.calls[0]?.[0]).toBe(FRUITS[0])
    expect(button('Remover Caju').getAttribute('aria-busy')).toBe('true')
    expect(button('Remover Pitanga')).toHaveProperty('disabled', true)
    await act(async () => finish?.())
    expect(await screen.findByText('Caju: removida.')).toBeTruthy()
    await waitFor(() => expect(button('Remover Pitanga')).toHaveProperty('disabled', false))

    const error = vi.spyOn(toast, 'error')
    run.mockRejectedValueOnce(new Error('500'))
    await user.click(button('Remover Pitanga'))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Falhou.'))
  })

  it('asks first when the removal has a question', async () => {
    const run = vi.fn<(fruit: Fruit) => Promise<void>>(() => Promise.resolve())
    const show = vi.spyOn(toast, 'show')
    const user = userEvent.setup()
    const confirm = { title: 'Remover mesmo?', confirm: 'Remover', cancel: 'Voltar' }
    render(<Fruits removal={{ run, confirm, done: 'Removida!' }} />)
    await user.click(button('Remover Caju'))
    const dialog = await screen.findByRole('dialog', { name: 'Remover mesmo?' })
    expect(within(dialog).getByText('Caju')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }))
    expect(run).not.toHaveBeenCalled()
    await user.click(button('Remover Caju'))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }),
    )
    expect(run.mock.calls[0]?.[0]).toBe(FRUITS[0])
    expect(show).toHaveBeenCalledWith('Removida!')
  })

  it('read by its own query: loading, then the failure with a retry, then the empty text', async () => {
    const refetch = vi.fn()
    const query = (state: Partial<ListQuery<Fruit>>): Source => ({
      query: { data: undefined, isPending: false, isError: false, refetch, ...state },
      loadFailure: 'Não deu para ler as frutas.',
    })
    const removal = {}
    const user = userEvent.setup()
    const { rerender } = render(<Fruits removal={removal} source={query({ isPending: true })} />)
    expect(screen.getByText(wizard.loading)).toBeTruthy()
    rerender(<Fruits removal={removal} source={query({ isError: true })} />)
    expect(screen.getByRole('alert').textContent).toContain('Não deu para ler as frutas.')
    await user.click(button(wizard.retry))
    expect(refetch).toHaveBeenCalledOnce()
    rerender(<Fruits removal={removal} source={query({ data: [] })} />)
    expect(screen.getByText('Nenhuma fruta.')).toBeTruthy()
  })
})
