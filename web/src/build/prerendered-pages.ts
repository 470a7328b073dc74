import type { FrameAudience } from '../prerender/render-page.tsx'

/**
 * The screens whose first frame the build writes into their own HTML (prerender.ts), and whom
 * for: the public screens for a visitor, /Censo/ for a person returning with a session. A
 * person's page also lists its route's chunks as preload links in that HTML (route-preload.ts
 * leaves it out of its script).
 */
export const PRERENDERED_PAGES: Record<string, FrameAudience> = {
  '/': 'visitor',
  '/Ajuda/': 'visitor',
  '/Sobre/': 'visitor',
  '/Legal/': 'visitor',
  '/Privacy/': 'visitor',
  '/Termos/': 'visitor',
  '/Contato/': 'visitor',
  '/Info/': 'visitor',
  '/Acessibilidade/': 'visitor',
  '/Censo/': 'person',
}
