export type Environment = 'test' | 'production'

/** Spec §9: test when the host contains "localhost" or "alpha", production otherwise. */
export function detectEnvironment(host: string = window.location.host): Environment {
  return host.includes('localhost') || host.includes('alpha') ? 'test' : 'production'
}
