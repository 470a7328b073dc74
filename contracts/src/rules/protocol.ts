/** Validation hash → protocol as displayed: upper case, pairs joined by dashes (A3-F9-1C-0B-7D-2E). */
export function formatProtocol(hash: string): string {
  return (
    hash
      .trim()
      .toUpperCase()
      .match(/.{1,2}/g) ?? []
  ).join('-')
}

/**
 * A protocol as someone types it (with or without dashes or spaces, any case) → its validation
 * hash (12 lowercase hex characters), or null when it is not one.
 */
export function parseProtocol(input: string): string | null {
  const hash = input.replace(/[\s-]/g, '').toLowerCase()
  return /^[0-9a-f]{12}$/.test(hash) ? hash : null
}
