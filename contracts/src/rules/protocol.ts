/** Validation hash → protocol as displayed: upper case, pairs joined by dashes (A3-F9-1C-0B-7D-2E). */
export function formatProtocol(hash: string): string {
  return (
    hash
      .trim()
      .toUpperCase()
      .match(/.{1,2}/g) ?? []
  ).join('-')
}
