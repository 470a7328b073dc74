import type { WizardStep } from './step'
import { contactsStep } from './steps/contacts'
import { dependantsStep } from './steps/dependants'
import { documentsStep } from './steps/documents'
import { employmentStep } from './steps/employment'
import { pendingStep } from './steps/pending'
import { profileStep } from './steps/profile'
import { ratingStep } from './steps/rating'

/**
 * The seven steps in order (spec §2). Step 6 gets its module in a later issue; it
 * replaces its `pendingStep` here with its own steps/<step>/index.tsx.
 */
export const STEPS: readonly WizardStep[] = [
  profileStep,
  documentsStep,
  contactsStep,
  dependantsStep,
  employmentStep,
  ratingStep,
  pendingStep, // 6 Imagens
]
