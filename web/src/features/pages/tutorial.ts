/**
 * Spec §9: the tutorial has 8 sections; without a step the section 1 (Perfil) opens. A number,
 * not the length of the texts' list (tutorial.test.ts checks they agree): the route parses its
 * step in the first download, which must not carry the pages' texts.
 */
export const TUTORIAL_SECTIONS = 8
export const TUTORIAL_DEFAULT_STEP = 1

/**
 * The step of `/Tutorial/{step}/`: undefined when none was given; a number from 0 to 7 when
 * given (anything else, such as `abc` or `9`, opens the default section).
 */
export function parseTutorialStep(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined
  const step = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  return step >= 0 && step < TUTORIAL_SECTIONS ? step : TUTORIAL_DEFAULT_STEP
}

/** Where the video of a section lives (spec §7: fetched from external storage). */
export function tutorialVideo(filesUrl: string, step: number) {
  const base = `${filesUrl}/videos/tutorial-${step}`
  return { mp4: `${base}.mp4`, webm: `${base}.webm`, captions: `${base}.vtt` }
}
