import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/pages/components/placeholder-screen'
import { t } from '../text/pt-BR'

const sections = t.pages.tutorial.sections

/** Optional numeric step 0–7 (spec §2); anything else is an unknown path. Not offline. */
export const Route = createFileRoute('/Tutorial/{-$step}')({
  params: {
    parse: ({ step }) => {
      if (step === undefined) return { step: undefined }
      return /^\d$/.test(step) && Number(step) < sections.length ? { step: Number(step) } : false
    },
    stringify: ({ step }) => ({ step: step === undefined ? undefined : String(step) }),
  },
  component: TutorialScreen,
})

function TutorialScreen() {
  const { step = 1 } = Route.useParams()
  return (
    <PlaceholderScreen title={t.pages.tutorial.title} text={t.pages.tutorial.placeholder}>
      <p>
        {t.pages.tutorial.opened} {step} {sections[step]}
      </p>
    </PlaceholderScreen>
  )
}
