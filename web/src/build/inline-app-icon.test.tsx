import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppIcon } from '@/components/ui/app-icon'
import { APP_ICON_ID, inlineAppIcon } from './inline-app-icon'

const PAGE = '<html><head></head><body><div id="root"></div></body></html>'
const ICON = readFileSync(path.join(import.meta.dirname, '../../public/icon.svg'), 'utf8')

describe('inlineAppIcon', () => {
  it('puts the favicon’s drawing, as a symbol, at the start of the body', () => {
    const html = inlineAppIcon(PAGE, ICON)
    const page = new DOMParser().parseFromString(html, 'text/html')
    const symbol = page.body.firstElementChild?.querySelector(`symbol#${APP_ICON_ID}`)
    expect(symbol?.getAttribute('viewBox')).toBe('0 0 64 64')
    expect(symbol?.querySelector('rect')?.getAttribute('fill')).toBe('#0b4f8a')
    expect(symbol?.querySelector('path')?.getAttribute('d')).toBe('M18 34l9 9 19-21')
    expect(page.body.firstElementChild?.getAttribute('class')).toBe('app-icon-sprite')
    expect(page.body.firstElementChild?.hasAttribute('style')).toBe(false)
    expect(page.getElementById('root')).not.toBeNull()
  })

  it('refuses an icon it cannot turn into a symbol, and a page without a body', () => {
    expect(() => inlineAppIcon(PAGE, '<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow(
      /viewBox/,
    )
    expect(() => inlineAppIcon('<html></html>', ICON)).toThrow(/<body>/)
  })

  it('gives the symbol the id that AppIcon and the splash draw', () => {
    const { container } = render(<AppIcon />)
    expect(container.querySelector('use')?.getAttribute('href')).toBe(`#${APP_ICON_ID}`)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    const shell = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8')
    expect(shell).toContain(`<use href="#${APP_ICON_ID}" />`)
  })
})
