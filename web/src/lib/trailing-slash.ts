/**
 * The address with a slash after the path ("/Ajuda" → "/Ajuda/"), or null when it already has
 * one. The router matches both forms; this only makes typed addresses canonical (spec §2).
 */
export function withTrailingSlash(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  if (location.pathname.endsWith('/')) return null
  return `${location.pathname}/${location.search}${location.hash}`
}
