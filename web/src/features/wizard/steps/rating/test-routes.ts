import type { MockRoute } from '@/test/fetch'
import { PF_ID } from '@/features/wizard/test-wire'

/** Step 5 in the wizard's component tests: no rating yet (test-support.ts finds this file). */
export const RATING = `/recad/v1/aval/${PF_ID}/`

export const routes: MockRoute[] = [{ path: RATING, status: 404, body: { error: { status: 404 } } }]
