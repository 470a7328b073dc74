import type { SeedPerson } from '@censo/fixtures'

const PALETTE = ['#0b4f8a', '#0f7a5c', '#8a3b0b', '#5b2a86', '#a11d48', '#2f6f8f', '#6b6b00']

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 2 || /^[A-ZÀ-Ú]/.test(word))
  const first = words[0]?.[0] ?? '?'
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * A square SVG avatar with the person's initials (stands in for the stored photo). No name in
 * it, not even in its label (ADR 020): an address handed to one reader shows nothing more.
 */
export function avatarSvg(person: SeedPerson, width: number): string {
  const size = Math.min(Math.max(Math.round(width), 16), 1024)
  const color = PALETTE[person.pf_id % PALETTE.length] ?? '#0b4f8a'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="Foto">`,
    `<rect width="100" height="100" fill="${color}"/>`,
    '<circle cx="50" cy="38" r="18" fill="#ffffff" fill-opacity="0.25"/>',
    '<path d="M18 92c4-18 18-28 32-28s28 10 32 28z" fill="#ffffff" fill-opacity="0.25"/>',
    `<text x="50" y="60" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(initials(person.nome_social ?? person.nome))}</text>`,
    '</svg>',
  ].join('')
}
