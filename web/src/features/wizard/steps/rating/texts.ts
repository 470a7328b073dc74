/**
 * The texts of step 5 Avaliação of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 5).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { app, common } from '@/text/pt-BR/core'

export const ratingTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Avaliação',
  /** census-wizard.md §2 Step 5: the question, with the product's name */
  question: `Como você avalia este procedimento de auto-${app.name}?`,
  /** the five faces' tooltips, from 5 to 1 */
  faces: [
    { value: 5, label: 'Estou totalmente satisfeito' },
    { value: 4, label: 'Estou satisfeito' },
    { value: 3, label: 'Estou insatisfeito' },
    { value: 2, label: 'Estou muito insatisfeito' },
    { value: 1, label: 'Estou totalmente insatisfeito' },
  ],
  /** census-wizard.md §8 */
  thanks: 'Obrigado por sua avaliação!',
  /** (ours) the save failed (the spec shows none) */
  failure: common.opsFailure,
} as const
