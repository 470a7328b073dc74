/** The web's API bases (VITE_API_*, VITE_FILES_URL) pointed at a mock server. */
export function webApiEnv(mockUrl: string): Record<string, string>
