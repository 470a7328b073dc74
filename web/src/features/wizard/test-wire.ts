/** The person of the wizard's component tests and the social API's envelope (nothing from
 * test-support, so steps/<step>/test-routes.ts can use them while test-support.ts collects those
 * files). */

export const PF_ID = 42

export { social } from '@/test/envelopes'
