import type { WizardStep } from './step'
import { contactsStep } from './steps/contacts'
import { dependantsStep } from './steps/dependants'
import { documentsStep } from './steps/documents'
import { employmentStep } from './steps/employment'
import { imagesStep } from './steps/images'
import { profileStep } from './steps/profile'
import { ratingStep } from './steps/rating'

/** The seven steps in order (spec §2), each its own steps/<step>/index.tsx. */
export const STEPS: readonly WizardStep[] = [
  profileStep,
  documentsStep,
  contactsStep,
  dependantsStep,
  employmentStep,
  ratingStep,
  imagesStep,
]
