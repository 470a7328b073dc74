import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast, TOAST_DURATION_MS } from './toast'
import { ToastRegion } from './toast-region'

describe('ToastRegion', () => {
  afterEach(() => {
    act(() => toast.clear())
    vi.useRealTimers()
  })

  it('announces information politely and errors assertively', () => {
    render(<ToastRegion />)
    act(() => {
      toast.show('Dados salvos')
      toast.error('Código inválido')
    })
    expect(screen.getByRole('status').textContent).toContain('Dados salvos')
    expect(screen.getByRole('alert').textContent).toContain('Código inválido')
  })

  it('closes with its button', async () => {
    render(<ToastRegion />)
    act(() => void toast.error('Código inválido'))
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }))
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('goes away by itself after about six seconds; an error stays until closed', async () => {
    vi.useFakeTimers()
    render(<ToastRegion />)
    act(() => {
      toast.show('Dados salvos')
      toast.error('Código inválido')
    })
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100))
    expect(screen.getByRole('status').textContent).toContain('Dados salvos')
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.getByRole('status').textContent).toBe('')
    await act(() => vi.advanceTimersByTimeAsync(10 * TOAST_DURATION_MS))
    expect(screen.getByRole('alert').textContent).toContain('Código inválido')
  })
})
