type PageLocation = Pick<Location, 'protocol' | 'host' | 'hostname' | 'href'>

/**
 * Spec §4 start-up: plain http goes to https, except local hosts (localhost, *.localhost,
 * 127.0.0.1) and hosts containing ":80". Returns the https address, or null to stay.
 */
export function httpsRedirectTarget(location: PageLocation): string | null {
  if (location.protocol !== 'http:') return null
  const { hostname, host } = location
  const local =
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'
  if (local || host.includes(':80')) return null
  return `https:${location.href.slice('http:'.length)}`
}
