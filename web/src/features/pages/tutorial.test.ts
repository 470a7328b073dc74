import { describe, expect, it } from 'vitest'
import * as t from '@/text/pt-BR/pages'
import { parseTutorialStep, TUTORIAL_DEFAULT_STEP, TUTORIAL_SECTIONS } from './tutorial'

describe('parseTutorialStep', () => {
  it('knows as many sections as the texts name', () => {
    expect(t.pages.tutorial.sections).toHaveLength(TUTORIAL_SECTIONS)
  })

  it('reads a step from 0 to 7 and opens the default for anything else', () => {
    expect(parseTutorialStep(undefined)).toBeUndefined()
    expect(parseTutorialStep('')).toBeUndefined()
    expect(parseTutorialStep('0')).toBe(0)
    expect(parseTutorialStep('7')).toBe(7)
    expect(parseTutorialStep('8')).toBe(TUTORIAL_DEFAULT_STEP)
    expect(parseTutorialStep('abc')).toBe(TUTORIAL_DEFAULT_STEP)
  })
})
