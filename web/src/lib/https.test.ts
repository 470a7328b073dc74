import { describe, expect, it } from 'vitest'
import { httpsRedirectTarget } from './https'

const at = (href: string) => {
  const url = new URL(href)
  return { protocol: url.protocol, host: url.host, hostname: url.hostname, href: url.href }
}

describe('httpsRedirectTarget', () => {
  it('sends plain http on a public host to https, keeping the path', () => {
    expect(httpsRedirectTarget(at('http://censo.example.gov.br/Ajuda/?a=1'))).toBe(
      'https://censo.example.gov.br/Ajuda/?a=1',
    )
  })

  it('leaves local hosts, ":80" hosts and https alone', () => {
    expect(httpsRedirectTarget(at('http://localhost:4173/'))).toBeNull()
    expect(httpsRedirectTarget(at('http://ipsl.localhost:4173/'))).toBeNull()
    expect(httpsRedirectTarget(at('http://127.0.0.1:4173/'))).toBeNull()
    expect(httpsRedirectTarget(at('http://censo.example.gov.br:8080/'))).toBeNull()
    expect(httpsRedirectTarget(at('https://censo.example.gov.br/'))).toBeNull()
  })
})
