import type { MockRoute } from '@/test/fetch'
import { PF_ID, social } from './test-wire'

/**
 * The wizard's own reads in component tests, answered as by default: each step's calls
 * (steps/<step>/test-routes.ts, found by folder: enough for the step to be complete, so the tests
 * of the frame and of later steps pass it) and the degrees (none). `wizardServer`
 * (test-support.ts) starts from them; a test of another feature that opens /Censo/ adds them to
 * its table, since the route's loader asks for every step's data at once.
 */

export const COURSES = `/social/v1/pessoa-fisica/cursos/${PF_ID}/`

export const stepRoutes = Object.values(
  import.meta.glob<{ routes: MockRoute[] }>('./steps/*/test-routes.ts', { eager: true }),
).flatMap((module) => module.routes)

/** Every step's reads of `PF_ID` when the exchange and the case status are answered apart. */
export const wizardReads: MockRoute[] = [{ path: COURSES, body: social([]) }, ...stepRoutes]
