import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Switch } from './switch'

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false)
  return (
    <>
      <p id="nota">Nota de fora</p>
      <Switch
        label="Avisos"
        hint="Receber avisos por SMS."
        describedBy="nota"
        checked={checked}
        onCheckedChange={setChecked}
        disabled={disabled}
        onText="Ligado"
        offText="Desligado"
      />
    </>
  )
}

describe('Switch', () => {
  it('is a switch named by its label and described by its hint and the given ids', () => {
    render(<Controlled />)
    const toggle = screen.getByRole('switch', { name: 'Avisos' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    const describedBy = toggle.getAttribute('aria-describedby')?.split(' ')
    expect(describedBy).toEqual([screen.getByText('Receber avisos por SMS.').id, 'nota'])
    expect(toggle.textContent).toContain('Desligado')
  })

  it('toggles on click, on a click on its label, and with Space and Enter', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    const toggle = screen.getByRole('switch', { name: 'Avisos' })
    await user.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(toggle.textContent).toContain('Ligado')
    await user.click(screen.getByText('Avisos'))
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    toggle.focus()
    await user.keyboard(' ')
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-checked')).toBe('false')
  })

  it('when disabled stays focusable but does not change', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(
      <Switch
        label="Necessários"
        checked
        disabled
        onCheckedChange={onCheckedChange}
        onText="Ligado"
        offText="Desligado"
      />,
    )
    const toggle = screen.getByRole('switch', { name: 'Necessários' })
    expect(toggle.getAttribute('aria-disabled')).toBe('true')
    expect(toggle.getAttribute('aria-describedby')).toBeNull()
    await user.tab()
    expect(document.activeElement).toBe(toggle)
    await user.keyboard(' ')
    await user.click(toggle)
    expect(onCheckedChange).not.toHaveBeenCalled()
    expect(toggle.getAttribute('aria-checked')).toBe('true')
  })
})
