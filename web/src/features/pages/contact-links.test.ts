import { describe, expect, it } from 'vitest'
import { telHref, whatsappHref } from './contact-links'

describe('contact links', () => {
  it('dials local numbers with +55 and national service numbers as they are', () => {
    expect(telHref('(81) 3355-8500')).toBe('tel:+558133558500')
    expect(telHref('(81) 99188-4021')).toBe('tel:+5581991884021')
    expect(telHref('0800 281 1950')).toBe('tel:08002811950')
  })

  it('opens WhatsApp at the international number', () => {
    expect(whatsappHref('(81) 99188-4021')).toBe('https://wa.me/5581991884021')
    expect(whatsappHref('081 99188-4021')).toBe('https://wa.me/5581991884021')
  })
})
