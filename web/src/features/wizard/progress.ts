import { storage } from '@/lib/storage'
import { STEP_COUNT } from './wizard-state'

/**
 * How far a person got in the wizard on this device: the furthest step they opened, kept per
 * person so that logging out (or a reload) and back in resumes there (docs/decisions/022). Only a
 * step number, so it stays across logouts on a shared phone; finalizing starts the next round
 * from step 0.
 */
const progressKey = (pfId: number) => `censo_etapa_${pfId}`

export const wizardProgress = {
  /** The furthest step opened, 0 when none was kept (or it cannot be read). */
  reached: (pfId: number): number => {
    const step = Number(storage.get(progressKey(pfId)))
    return Number.isInteger(step) && step > 0 && step < STEP_COUNT ? step : 0
  },
  /** Keeps `step` when it is further than what was kept. */
  record: (pfId: number, step: number): void => {
    if (step > wizardProgress.reached(pfId)) storage.set(progressKey(pfId), String(step))
  },
  clear: (pfId: number): void => storage.remove(progressKey(pfId)),
}
