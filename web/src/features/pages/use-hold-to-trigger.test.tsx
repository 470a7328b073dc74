import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HOLD_TO_TRIGGER_MS, useHoldToTrigger } from './use-hold-to-trigger'

function HoldButton({ onTrigger }: { onTrigger: () => void }) {
  return (
    <button type="button" {...useHoldToTrigger(onTrigger)}>
      Segure
    </button>
  )
}

function setup() {
  const onTrigger = vi.fn()
  render(<HoldButton onTrigger={onTrigger} />)
  return { onTrigger, button: screen.getByRole('button', { name: 'Segure' }) }
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('useHoldToTrigger', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('fires once after the pointer is held for 300 ms, not before', async () => {
    const { onTrigger, button } = setup()
    expect(HOLD_TO_TRIGGER_MS).toBe(300)
    fireEvent.pointerDown(button)
    await wait(299)
    expect(onTrigger).not.toHaveBeenCalled()
    await wait(1)
    expect(onTrigger).toHaveBeenCalledTimes(1)
    await wait(1000)
    fireEvent.pointerUp(button)
    expect(onTrigger).toHaveBeenCalledTimes(1)
  })

  it('does not fire when released, moved off or cancelled before 300 ms', async () => {
    const { onTrigger, button } = setup()
    for (const release of [fireEvent.pointerUp, fireEvent.pointerLeave, fireEvent.pointerCancel]) {
      fireEvent.pointerDown(button)
      await wait(250)
      release(button)
      await wait(1000)
    }
    expect(onTrigger).not.toHaveBeenCalled()
  })

  it('fires when Space or Enter is held, ignoring the key auto-repeat', async () => {
    const { onTrigger, button } = setup()
    fireEvent.keyDown(button, { key: ' ' })
    await wait(200)
    // The auto-repeat of a held key must not restart the count.
    fireEvent.keyDown(button, { key: ' ', repeat: true })
    await wait(100)
    expect(onTrigger).toHaveBeenCalledTimes(1)
    fireEvent.keyUp(button, { key: ' ' })

    fireEvent.keyDown(button, { key: 'Enter' })
    await wait(300)
    expect(onTrigger).toHaveBeenCalledTimes(2)
  })

  it('does not fire on a short key press, on other keys or after unmounting', async () => {
    const { onTrigger, button } = setup()
    fireEvent.keyDown(button, { key: 'Enter' })
    await wait(100)
    fireEvent.keyUp(button, { key: 'Enter' })
    fireEvent.keyDown(button, { key: 'a' })
    await wait(1000)
    fireEvent.pointerDown(button)
    await wait(100)
    fireEvent.blur(button)
    await wait(1000)
    expect(onTrigger).not.toHaveBeenCalled()
  })
})
