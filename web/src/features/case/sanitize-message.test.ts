// @vitest-environment jsdom
// DOMPurify needs a standards-compliant HTML parser to be tested honestly: happy-dom (the default
// environment) lets <script> and onerror through DOMPurify, the browser and jsdom (parse5) do not.
import { describe, expect, it } from 'vitest'
import { sanitizeMessage } from './sanitize-message'

/** Parses the sanitized HTML the way the review screen inserts it. */
function render(html: string): HTMLElement {
  const container = document.createElement('div')
  // No Trusted Types here: the string itself (see sanitizeMessage).
  // oxlint-disable-next-line typescript/no-base-to-string
  container.innerHTML = sanitizeMessage(html).toString()
  return container
}

const eventAttributes = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
  )

describe('sanitizeMessage', () => {
  it('keeps the formatting of a technician message', () => {
    const html =
      '<p>Encontramos as seguintes pendências:</p><ul><li>A imagem do <strong>RG</strong> está ilegível.</li><li>O <em>Ato de Posse</em> não foi enviado.</li></ul><p>Veja <a href="https://example.org/ajuda">a ajuda</a>.</p>'
    expect(sanitizeMessage(html)).toBe(html)
  })

  it('removes <script> with its content', () => {
    const root = render('<p>Oi</p><script>window.__xss = 1</script>')
    expect(root.querySelector('script')).toBeNull()
    expect(root.innerHTML).toBe('<p>Oi</p>')
  })

  it('removes the image whose onerror runs code', () => {
    const root = render('<p>Veja</p><img src=x onerror="window.__xss = 1">')
    expect(root.querySelector('img')).toBeNull()
    expect(eventAttributes(root)).toEqual([])
    expect(root.innerHTML).not.toContain('onerror')
  })

  it('drops event handler attributes from allowed elements', () => {
    const root = render(
      '<p onclick="window.__xss = 1" onmouseover="x()">Texto</p><a href="#x" onfocus="x()">y</a>',
    )
    expect(eventAttributes(root)).toEqual([])
    expect(root.textContent).toBe('Textoy')
  })

  it('keeps the text of a javascript: link but not the address', () => {
    for (const href of [
      'javascript:window.__xss=1',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example.org/',
    ]) {
      const root = render(`<a href="${href}">x</a>`)
      const link = root.querySelector('a')
      expect(link?.textContent, href).toBe('x')
      expect(link?.hasAttribute('href'), href).toBe(false)
    }
  })

  it('keeps http(s), mailto, tel, app paths and anchors', () => {
    for (const href of [
      'https://a.org/',
      'http://a.org/',
      'mailto:a@b.org',
      'tel:+5581',
      '/Ajuda/',
      '#p',
    ]) {
      expect(render(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href)
    }
  })

  it('removes <svg onload>, <iframe>, <object>, <style>, forms and inline styles', () => {
    const root = render(
      [
        '<svg onload="window.__xss=1"><circle r="1"/></svg>',
        '<iframe src="https://evil.example.org/"></iframe>',
        '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<style>body{display:none}</style>',
        '<form action="https://evil.example.org/"><input name="senha"><button>Enviar</button></form>',
        '<p style="position:fixed;inset:0">Texto</p>',
        '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      ].join(''),
    )
    for (const tag of [
      'svg',
      'iframe',
      'object',
      'embed',
      'style',
      'form',
      'input',
      'button',
      'math',
    ]) {
      expect(root.querySelector(tag), tag).toBeNull()
    }
    expect(root.querySelector('[style]')).toBeNull()
    expect(eventAttributes(root)).toEqual([])
    expect(root.querySelector('p')?.textContent).toBe('Texto')
  })

  it('turns a heading 1 into its text (the screen has one h1)', () => {
    expect(render('<h1>Pendências</h1><h2>RG</h2>').innerHTML).toBe('Pendências<h2>RG</h2>')
  })

  it('answers an empty string for no message', () => {
    expect(sanitizeMessage(null)).toBe('')
    expect(sanitizeMessage('')).toBe('')
    expect(sanitizeMessage('<script>x()</script>')).toBe('')
  })
})
