import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FIELD_MESSAGE_DELAY_MS } from './fields'
import { useAppForm } from './form'

const digitsOnly = ({ value }: { value: string }) =>
  /^\d*$/.test(value) ? undefined : 'Apenas números'

function NumberForm() {
  const form = useAppForm({ defaultValues: { numero: '' } })
  return (
    <form.AppField name="numero" validators={{ onChange: digitsOnly, onBlur: digitsOnly }}>
      {(field) => <field.TextField label="Número" />}
    </form.AppField>
  )
}

const input = () => screen.getByLabelText('Número')
const type = (value: string) => fireEvent.change(input(), { target: { value } })

describe('TextField messages (spec §9: field validation delays 100 to 500 ms)', () => {
  it('shows a new message only once typing pauses, and clears it at once when fixed', () => {
    vi.useFakeTimers()
    render(<NumberForm />)
    fireEvent.focus(input())
    type('12a')
    expect(input().getAttribute('aria-invalid')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(FIELD_MESSAGE_DELAY_MS - 50)
    })
    type('12ab')
    act(() => {
      vi.advanceTimersByTime(FIELD_MESSAGE_DELAY_MS - 50)
    })
    expect(screen.queryByText('Apenas números')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(50)
    })
    expect(screen.getByText('Apenas números')).toBeTruthy()
    expect(input().getAttribute('aria-invalid')).toBe('true')
    // Still invalid while typing: the message stays.
    type('12abc')
    expect(screen.getByText('Apenas números')).toBeTruthy()
    type('12')
    expect(screen.queryByText('Apenas números')).toBeNull()
  })

  it('shows the message at once when the person leaves the field', () => {
    vi.useFakeTimers()
    render(<NumberForm />)
    type('x')
    expect(screen.queryByText('Apenas números')).toBeNull()
    fireEvent.blur(input())
    expect(screen.getByText('Apenas números')).toBeTruthy()
  })
})
