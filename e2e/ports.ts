/** e2e runs its own mock and preview on ports apart from `npm start`'s, so both can run at once. */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3340)
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4180)
export const MOCK_URL = `http://localhost:${MOCK_PORT}`
export const WEB_URL = `http://localhost:${WEB_PORT}`
