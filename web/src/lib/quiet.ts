import { pause } from './tasks'

/** How long the app must stay quiet, and how often it is looked at. */
export const QUIET_MS = 2000
const LOOK_MS = 250

/**
 * Resolves once `busy` has been false at every look for `QUIET_MS`. For work that can wait until
 * the screen has its code and its data, such as the service worker's install, which downloads
 * every chunk of the app (docs/decisions/025).
 */
export async function whenQuiet(busy: () => boolean): Promise<void> {
  for (let quietLooks = 0; quietLooks < QUIET_MS / LOOK_MS;) {
    await pause(LOOK_MS)
    quietLooks = busy() ? 0 : quietLooks + 1
  }
}
