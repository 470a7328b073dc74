import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { config } from '@/config/env'
import { contentSecurityPolicy, inlineHashes } from './content-security-policy'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((each) => each.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the Content-Security-Policy of a build', () => {
  it("hashes each page's inline scripts and styles once, never the served configuration or a script file", () => {
    const page = (start: string) =>
      `<head><script type="application/json" id="censo-config">{"a":1}</script><script>${start}</script><script type="module" src="/assets/x.js"></script><style>body{margin:0}</style></head>`
    expect(inlineHashes([page('go()'), page('go()'), page('other()')])).toEqual({
      scripts: [sha('go()'), sha('other()')].toSorted(),
      styles: [sha('body{margin:0}')],
    })
  })

  it("is strict: nothing by default, the site's and the hashed code, the configured hosts only, no frames, Trusted Types", () => {
    const hashes = { scripts: [sha('go()')], styles: [sha('body{}')] }
    const policy = contentSecurityPolicy(
      { ...config, api: { ...config.api, meta: 'https://meta.example.gov.br/api' } },
      hashes,
    )
    expect(directive(policy, 'default-src')).toEqual(["'none'"])
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('go()')])
    expect(directive(policy, 'style-src')).toEqual(["'self'", sha('body{}')])
    expect(directive(policy, 'connect-src')).toContain('https://meta.example.gov.br')
    expect(directive(policy, 'connect-src')).toContain(new URL(config.api.social).origin)
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']))
    expect(directive(policy, 'frame-src')).toEqual([])
    for (const [name, value] of [
      ['frame-ancestors', "'none'"],
      ['base-uri', "'none'"],
      ['object-src', "'none'"],
      ['form-action', "'self'"],
      ['require-trusted-types-for', "'script'"],
    ]) {
      expect(directive(policy, name ?? '')).toEqual([value])
    }
    expect(directive(policy, 'trusted-types')).toEqual(['censo', 'dompurify'])
    expect(policy).not.toMatch(/unsafe/)
  })

  it("lets reCAPTCHA's and the chat widget's origins in only when they are configured", () => {
    const hashes = { scripts: [], styles: [] }
    const plain = contentSecurityPolicy(config, hashes)
    expect(plain).not.toMatch(/google|gstatic|chat\.example/)
    const configured = contentSecurityPolicy(
      {
        ...config,
        recaptchaSiteKey: 'site-key',
        chatScriptUrl: 'https://chat.example.com/widget.js',
      },
      hashes,
    )
    expect(directive(configured, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com',
        'https://www.gstatic.com',
        'https://chat.example.com',
      ]),
    )
    expect(directive(configured, 'frame-src')).toEqual(
      expect.arrayContaining(['https://www.google.com', 'https://chat.example.com']),
    )
  })
})
