import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/pages'
import { BackButton } from './back-button'

const text = t.pages.tutorialCnis

/** Spec §2 "TutorialCnis": the six steps to get the contribution statement (CNIS). */
export function TutorialCnisScreen() {
  return (
    <section className="screen screen-text">
      <ScreenTitle>{text.title}</ScreenTitle>
      <p className="lead">{text.intro}</p>
      <ol className="steps">
        {text.steps.map((step, index) => (
          <li key={step}>
            {step}
            {index === 0 && (
              <>
                {' '}
                <a href={text.portalUrl} rel="noopener noreferrer">
                  {text.portalLink}
                </a>
              </>
            )}
          </li>
        ))}
      </ol>
      <BackButton />
    </section>
  )
}
