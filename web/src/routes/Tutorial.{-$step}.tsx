import { createFileRoute } from '@tanstack/react-router'
import { TutorialScreen } from '@/features/pages/components/tutorial-screen'
import { parseTutorialStep } from '@/features/pages/tutorial'

/** Optional step 0–7 (spec §2); another value opens the default section. Not offline. */
export const Route = createFileRoute('/Tutorial/{-$step}')({
  params: {
    parse: ({ step }) => ({ step: parseTutorialStep(step) }),
    stringify: ({ step }) => ({ step: step === undefined ? undefined : String(step) }),
  },
  component: function TutorialRoute() {
    const { step } = Route.useParams()
    // A new step (a link from another step's help icon) starts the accordion over.
    return <TutorialScreen key={step ?? 'none'} step={step} />
  },
})
