/** Input masks of the spec: `#` is a digit, every other character is a literal. */
export const masks = {
  cpf: '###.###.###-##',
  date: '##/##/####',
  code: '######',
} as const

/**
 * Formats the digits of `value` into `pattern`. Non-digits typed by the user are dropped, extra
 * digits are cut, and a literal is written only when a digit follows it (so deleting works).
 */
export function applyMask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '')
  let out = ''
  let next = 0
  for (const char of pattern) {
    if (next >= digits.length) break
    if (char === '#') {
      out += digits[next]
      next++
    } else {
      out += char
    }
  }
  return out
}

/** How many digits the pattern holds (11 for CPF). */
export function maskDigits(pattern: string): number {
  return pattern.split('').filter((char) => char === '#').length
}
