// No side effects: dev.mjs imports it beside concurrently's own signal handling.

/** The web's API bases (VITE_API_*, VITE_FILES_URL) pointed at a mock server. */
export function webApiEnv(mockUrl) {
  const apis = ['auth', 'meta', 'social', 'rh', 'recad', 'storage', 'governanca', 'cep']
  return Object.fromEntries([
    ...apis.map((api) => [`VITE_API_${api.toUpperCase()}`, `${mockUrl}/${api}`]),
    ['VITE_FILES_URL', `${mockUrl}/files`],
  ])
}
