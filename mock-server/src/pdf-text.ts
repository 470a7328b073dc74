import { inflateSync } from 'node:zlib'

/**
 * The text a PDF shows: every content stream is inflated and the strings of its text operators
 * (Tj) decoded, so tests read what a viewer would render, not metadata. Used by the receipt's
 * inject test and by e2e.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1')
  const lines: string[] = []
  for (const match of source.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1])
    const start = (match.index ?? 0) + match[0].length
    let content = bytes.subarray(start, start + length)
    if (match[1]?.includes('/FlateDecode')) content = inflateSync(content)
    for (const text of content.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}
