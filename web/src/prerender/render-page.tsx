import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from '@/app/router'
import { createQueryClient } from '@/lib/api/query-client'
import { storageKeys } from '@/lib/storage'
import { CONSENT_COOKIE } from '@/features/consent/consent'

/** What the page's inline chooser reads (build/prerender.ts): the session and the consent. */
export const FIRST_FRAME_KEYS = { token: storageKeys.token, consentCookie: CONSENT_COOKIE }

/**
 * The first frame of a public screen as the build writes it into its HTML (docs/decisions/027):
 * the app rendered for `path` in the state every visitor starts in (no session, the metadata
 * still on its way, online). The browser shows it until the app replaces it.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient()
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({ queryClient, history })
  await router.load()
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
