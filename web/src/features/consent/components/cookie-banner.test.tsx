import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toast } from '@/components/ui/toast'
import { ToastRegion } from '@/components/ui/toast-region'
import { CONSENT_COOKIE, getConsent } from '../consent'
import { ConsentPrompt } from './consent-prompt'
import { CookieBanner } from './cookie-banner'

const banner = () => screen.queryByRole('region', { name: 'Este site usa cookies' })

beforeEach(() => {
  act(() => toast.clear())
})
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
})

describe('CookieBanner', () => {
  it('accepts every cookie with "Aceitar Cookies" and goes away', async () => {
    render(<CookieBanner />)
    expect(banner()).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar Cookies' }))
    expect(getConsent()).toEqual({ functional: true, preferences: true, statistics: true })
    expect(banner()).toBeNull()
  })

  it('is not shown once a choice is stored', () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"functional":true,"preferences":false,"statistics":false}')}; path=/`
    render(<CookieBanner />)
    expect(banner()).toBeNull()
  })

  it('personalizes: necessary is locked on, the others start off and can be switched', async () => {
    render(
      <>
        <CookieBanner />
        <ToastRegion />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Personalizar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de cookies' })
    const necessary = within(dialog).getByRole('switch', { name: 'Necessários' })
    const preferences = within(dialog).getByRole('switch', { name: 'Preferências' })
    const statistics = within(dialog).getByRole('switch', { name: 'Estatísticas' })
    expect(necessary.getAttribute('aria-checked')).toBe('true')
    expect(necessary.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(necessary)
    expect(necessary.getAttribute('aria-checked')).toBe('true')
    expect(preferences.getAttribute('aria-checked')).toBe('false')
    expect(statistics.getAttribute('aria-checked')).toBe('false')
    await userEvent.click(statistics)
    expect(statistics.getAttribute('aria-checked')).toBe('true')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Opções e Aceitar' }))
    expect(getConsent()).toEqual({ functional: true, preferences: false, statistics: true })
    expect(banner()).toBeNull()
    expect(screen.getByRole('status').textContent).toContain(
      'Suas preferências de cookies foram salvas.',
    )
  })

  it('keeps focus inside the panel and closes it with Escape, back on Personalizar', async () => {
    render(<CookieBanner />)
    const customize = screen.getByRole('button', { name: 'Personalizar' })
    await userEvent.click(customize)
    const dialog = await screen.findByRole('dialog')
    // The three switches and the two buttons are all buttons.
    const focusables = [...dialog.querySelectorAll('button')]
    expect(document.activeElement).toBe(focusables[0])
    // Shift+Tab on the first element wraps to the last one, Tab on the last back to the first.
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fechar' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(focusables[0])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(customize)
    expect(getConsent()).toBeNull()
    expect(banner()).not.toBeNull()
  })
})

describe('ConsentPrompt (about page)', () => {
  it('stands in for the banner while shown, and declining keeps only the necessary cookies', async () => {
    render(
      <>
        <CookieBanner />
        <ConsentPrompt />
      </>,
    )
    expect(banner()).toBeNull()
    const prompt = screen.getByRole('region', { name: 'Cookies' })
    await userEvent.click(within(prompt).getByRole('button', { name: 'Recusar' }))
    expect(getConsent()).toEqual({ functional: true, preferences: false, statistics: false })
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull()
    expect(banner()).toBeNull()
  })

  it('accepts with "Aceitar"', async () => {
    render(<ConsentPrompt />)
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }))
    expect(getConsent()).toEqual({ functional: true, preferences: true, statistics: true })
  })
})
