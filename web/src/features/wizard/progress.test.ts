import { describe, expect, it } from 'vitest'
import { wizardProgress } from './progress'

describe('wizard progress (how far a person got, per person)', () => {
  it('is 0 until a step is recorded, and keeps the furthest step per person', () => {
    expect(wizardProgress.reached(7)).toBe(0)
    wizardProgress.record(7, 3)
    wizardProgress.record(7, 1)
    wizardProgress.record(8, 5)
    expect(wizardProgress.reached(7)).toBe(3)
    expect(wizardProgress.reached(8)).toBe(5)
    wizardProgress.clear(7)
    expect(wizardProgress.reached(7)).toBe(0)
    expect(wizardProgress.reached(8)).toBe(5)
  })

  it('reads anything that is not a step (edited or from an older app) as 0', () => {
    for (const value of ['9', '-1', '2.5', 'seis', '']) {
      localStorage.setItem('censo_etapa_7', value)
      expect(wizardProgress.reached(7)).toBe(0)
    }
  })
})
