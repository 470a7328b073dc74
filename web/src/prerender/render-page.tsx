import type { TokenUser } from '@censo/contracts'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from '@/app/router'
import { createQueryClient } from '@/lib/api/query-client'
import { storage, storageKeys } from '@/lib/storage'
import { CONSENT_COOKIE } from '@/features/consent/consent'

/**
 * What the page's inline chooser reads (build/prerender.ts): the session, the consent, and
 * whether the device's location was answered (the census frame's question).
 */
export const FIRST_FRAME_KEYS = {
  token: storageKeys.token,
  consentCookie: CONSENT_COOKIE,
  deviceLocation: storageKeys.deviceLocation,
}

/** Whom a first frame is for: a visitor (no session) or a returning person (a session). */
export type FrameAudience = 'visitor' | 'person'

/**
 * The person a returning person's frame is rendered for: nobody in particular (no name, no
 * data), so the HTML every person is served holds nothing of anyone's.
 */
const STAND_IN: TokenUser = { login: '', uuid: '', nome: '', pfid: 0, oid: '', oeid: '' }

const segment = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')

/** A token of the stand-in (no `exp`: it never expires while the render runs). */
function standInToken(): string {
  return `${segment({ alg: 'none' })}.${segment({ user: STAND_IN })}.`
}

/**
 * The first frame of a screen as the build writes it into its HTML (docs/decisions/027): the
 * app rendered for `path` in the state its audience starts in. A visitor: no session, the
 * metadata still on its way, online. A person: the stand-in's session, its case still open (the
 * status answered "none", so /Censo/ shows its wizard), every other read still on its way. The
 * browser shows it until the app replaces it.
 */
export async function renderPage(path: string, audience: FrameAudience): Promise<string> {
  const queryClient = createQueryClient()
  if (audience === 'person') {
    storage.set(storageKeys.token, standInToken())
    // As the page's own status read (src/build/route-preload.ts) answers for a case still open.
    window.censoCaseStatusRead = {
      pfId: STAND_IN.pfid,
      response: Promise.resolve(new Response(null, { status: 404 })),
    }
  }
  try {
    const history = createMemoryHistory({ initialEntries: [path] })
    const router = createAppRouter({ queryClient, history })
    await router.load()
    return renderToString(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  } finally {
    storage.remove(storageKeys.token)
    // The reads left on their way (the wizard's data) keep no timer alive in the build.
    queryClient.clear()
  }
}
