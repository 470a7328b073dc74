import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAppForm } from '@/components/ui/form'
import { draftKey, writeDraft } from '@/lib/drafts'
import { storage } from '@/lib/storage'
import { logout, setToken } from '@/features/session/session'
import { signOut } from '@/features/session/sign-out'
import { personToken } from '@/test/jwt'
import { DRAFT_DELAY_MS, useDraft, versionOf, type DraftOptions } from './use-draft'

const PERSON = 42
const OTHER = 7
const loaded = { nome: 'Ana Souza', cpf: '529.982.247-25', obs: '' }
const KEY = 'contatos:telefones'

function useDraftForm(options: Partial<DraftOptions> = {}) {
  const form = useAppForm({ defaultValues: loaded })
  const draft = useDraft(form, { key: KEY, ...options })
  return { form, draft }
}

const stored = (pfId = PERSON, key = KEY) => storage.get(draftKey(pfId, key))

beforeEach(() => {
  setToken(personToken({ pfid: PERSON }))
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useDraft', () => {
  it('keeps, after a pause in the typing, only the fields that differ from what was loaded', async () => {
    const { result } = renderHook(() => useDraftForm())
    act(() => result.current.form.setFieldValue('obs', 'Recado'))
    expect(stored()).toBeNull()
    await waitFor(() => expect(stored()).not.toBeNull(), { timeout: DRAFT_DELAY_MS * 4 })
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({
      base: versionOf(loaded),
      values: { obs: 'Recado' },
    })
    expect(result.current.draft.restored).toBe(false)
  })

  it('puts the draft back when the form opens again, and says so', () => {
    writeDraft(PERSON, KEY, versionOf(loaded), { obs: 'Recado', nome: 'Ana S.' })
    const { result } = renderHook(() => useDraftForm())
    expect(result.current.form.state.values).toEqual({ ...loaded, obs: 'Recado', nome: 'Ana S.' })
    expect(result.current.draft.restored).toBe(true)
  })

  it('drops a draft typed over another version of the record, or of a field not kept', () => {
    writeDraft(PERSON, KEY, 'older', { obs: 'Recado' })
    const first = renderHook(() => useDraftForm())
    expect(first.result.current.form.state.values).toEqual(loaded)
    expect(first.result.current.draft.restored).toBe(false)
    expect(stored()).toBeNull()
    first.unmount()

    writeDraft(PERSON, KEY, versionOf(loaded), { cpf: '111.444.777-35' })
    const second = renderHook(() => useDraftForm({ fields: ['nome', 'obs'] }))
    expect(second.result.current.form.state.values.cpf).toBe(loaded.cpf)
    expect(second.result.current.draft.restored).toBe(false)
  })

  it('Descartar puts the loaded values back and removes the draft', () => {
    writeDraft(PERSON, KEY, versionOf(loaded), { obs: 'Recado' })
    const afterDiscard = vi.fn()
    const { result } = renderHook(() => useDraftForm({ afterDiscard }))
    act(() => result.current.draft.discard())
    expect(result.current.form.state.values).toEqual(loaded)
    expect(result.current.draft.restored).toBe(false)
    expect(stored()).toBeNull()
    expect(afterDiscard).toHaveBeenCalledOnce()
  })

  it('a save clears the draft, and it is not written again for the saved values', async () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useDraftForm())
    act(() => result.current.form.setFieldValue('obs', 'Recado'))
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS))
    expect(stored()).not.toBeNull()
    act(() => result.current.draft.clear())
    expect(stored()).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS * 2))
    expect(stored()).toBeNull()
  })

  it('keeps the last keystrokes when the form closes within the pause', () => {
    const { result, unmount } = renderHook(() => useDraftForm())
    act(() => result.current.form.setFieldValue('obs', 'Rec'))
    unmount()
    expect(stored()).toContain('Rec')
  })

  it('is per person: another person on the same phone neither sees nor loses it', async () => {
    writeDraft(OTHER, KEY, versionOf(loaded), { obs: 'Do outro' })
    const { result } = renderHook(() => useDraftForm())
    expect(result.current.form.state.values.obs).toBe('')
    act(() => result.current.form.setFieldValue('obs', 'Meu'))
    await waitFor(() => expect(stored()).toContain('Meu'), { timeout: DRAFT_DELAY_MS * 4 })
    expect(stored(OTHER)).toContain('Do outro')
  })

  it('Sair removes every draft of that person and only theirs; an ended session keeps them', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    writeDraft(PERSON, KEY, '', { obs: 'Meu' })
    writeDraft(PERSON, 'perfil', '', { nome_pai: 'Severino' })
    writeDraft(OTHER, KEY, '', { obs: 'Do outro' })
    logout()
    expect(stored()).not.toBeNull()

    setToken(personToken({ pfid: PERSON }))
    await signOut()
    expect(stored()).toBeNull()
    expect(stored(PERSON, 'perfil')).toBeNull()
    expect(stored(OTHER)).toContain('Do outro')
  })

  it('offline, refuses to send, keeps the draft at once and says so until the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { result } = renderHook(() => useDraftForm())
    act(() => result.current.form.setFieldValue('obs', 'Recado'))
    let sendable = true
    act(() => {
      sendable = result.current.draft.canSend()
    })
    expect(sendable).toBe(false)
    expect(stored()).toContain('Recado')
    expect(result.current.draft.waiting).toBe(true)
    expect(result.current.draft.online).toBe(false)

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(result.current.draft.online).toBe(true)
    expect(result.current.draft.canSend()).toBe(true)
    act(() => result.current.draft.clear())
    expect(result.current.draft.waiting).toBe(false)
  })

  it('a send that failed for lack of network keeps the values; another failure does not', () => {
    const { result } = renderHook(() => useDraftForm())
    act(() => result.current.form.setFieldValue('obs', 'Recado'))
    expect(result.current.draft.keepsTyping(new TypeError('Failed to fetch'))).toBe(true)
    expect(stored()).toContain('Recado')
    expect(result.current.draft.keepsTyping(new Error('500'))).toBe(false)
  })
})
