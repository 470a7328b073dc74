import { expect, type Page } from '@playwright/test'

/** What the device keeps for the wizard offline (docs/decisions/028), seen from a test. */

/** Waits until the service worker controls the page: the app's files are then on the device. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Once the service worker controls the page and the device keeps the person's `read`. */
export async function keptOnDevice(page: Page, read: string): Promise<void> {
  await workerInControl(page)
  await expect.poll(() => deviceCopy(page)).toContain(read)
}

/** What the device keeps of the person in IndexedDB (the wizard's copy, photos), as text. */
export const deviceCopy = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('recenseamento')
        open.addEventListener('error', () => reject(open.error))
        open.addEventListener('success', () => {
          const database = open.result
          if (!database.objectStoreNames.contains('device-cache')) return resolve('')
          const read = database.transaction('device-cache').objectStore('device-cache').getAll()
          read.addEventListener('success', () => resolve(JSON.stringify(read.result)))
          read.addEventListener('error', () => reject(read.error))
        })
      }),
  )
