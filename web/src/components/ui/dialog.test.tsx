import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { closeDialog, Dialog } from './dialog'

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <a href="#fim" id="fim">
        Fora do diálogo
      </a>
      {open && (
        <Dialog
          ref={ref}
          title="Título"
          description="Texto que descreve"
          onClose={() => {
            onClose()
            setOpen(false)
          }}
        >
          <button type="button">Primeiro</button>
          <button type="button" disabled>
            Desativado
          </button>
          <button
            type="button"
            onClick={() => {
              closeDialog(ref)
              document.getElementById('fim')?.focus()
              setOpen(false)
            }}
          >
            Último
          </button>
        </Dialog>
      )}
    </>
  )
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup()
  render(<Harness onClose={onClose} />)
  const opener = screen.getByRole('button', { name: 'Abrir' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Título' }) }
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    const { dialog } = await openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog instanceof HTMLDialogElement && dialog.open).toBe(true)
    const description = screen.getByText('Texto que descreve')
    expect(dialog.getAttribute('aria-describedby')).toBe(description.id)
  })

  it('focuses its first control, and Tab and Shift+Tab wrap inside it', async () => {
    const { user } = await openDialog()
    const first = screen.getByRole('button', { name: 'Primeiro' })
    const last = screen.getByRole('button', { name: 'Último' })
    expect(document.activeElement).toBe(first)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)
    await user.tab()
    expect(document.activeElement).toBe(first)
    // The disabled button is skipped.
    await user.tab()
    expect(document.activeElement).toBe(last)
  })

  it('closes with Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn()
    const { user, opener } = await openDialog(onClose)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('leaves focus where the caller moved it after closing', async () => {
    const { user } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Último' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Fora do diálogo' }))
  })
})
