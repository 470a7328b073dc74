import type { WizardStep } from './step'
import { contactsStep } from './steps/contacts'
import { dependantsStep } from './steps/dependants'
import { documentsStep } from './steps/documents'
import { pendingStep } from './steps/pending'
import { profileStep } from './steps/profile'
import { ratingStep } from './steps/rating'

/**
 * The seven steps in order (spec §2). Steps 4 and 6 get their modules in later issues; each
 * replaces its `pendingStep` here with its own steps/<step>/index.tsx.
 */
export const STEPS: readonly WizardStep[] = [
  profileStep,
  documentsStep,
  contactsStep,
  dependantsStep,
  pendingStep, // 4 Dados Funcionais
  ratingStep,
  pendingStep, // 6 Imagens
]
