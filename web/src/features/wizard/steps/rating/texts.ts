/**
 * The texts of step 5 Avaliação of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 5).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { app, common } from '@/text/pt-BR/core'
import { options } from '@/text/pt-BR/wizard'

export const ratingTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Avaliação',
  /** census-wizard.md §2 Step 5: the question, with the product's name */
  question: `Como você avalia este procedimento de auto-${app.name}?`,
  /** the five faces' tooltips, from 5 to 1 */
  faces: options([
    [5, 'Estou totalmente satisfeito'],
    [4, 'Estou satisfeito'],
    [3, 'Estou insatisfeito'],
    [2, 'Estou muito insatisfeito'],
    [1, 'Estou totalmente insatisfeito'],
  ]),
  /** census-wizard.md §8 */
  thanks: 'Obrigado por sua avaliação!',
  /** (ours) the save failed (the spec shows none) */
  failure: common.opsFailure,
} as const
