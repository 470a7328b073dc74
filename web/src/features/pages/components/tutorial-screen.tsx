import { useId, useState } from 'react'
import { ScreenTitle } from '@/components/ui/screen-title'
import { config } from '@/config/env'
import * as t from '@/text/pt-BR/pages'
import { TUTORIAL_DEFAULT_STEP, tutorialVideo } from '../tutorial'
import { BackButton } from './back-button'
import { ChevronIcon } from './icons'

const text = t.pages.tutorial

/**
 * Spec §2 "Tutorial": the accordion of the 8 sections, each with its video; `step` opens its
 * section (default 1) and, when given, brings the Voltar button.
 */
export function TutorialScreen({ step }: { step: number | undefined }) {
  const id = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set([step ?? TUTORIAL_DEFAULT_STEP]),
  )
  const toggle = (section: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(section)) next.add(section)
      return next
    })
  return (
    <section className="screen screen-text">
      <ScreenTitle>{text.title}</ScreenTitle>
      <p className="lead">{text.intro}</p>
      <div className="accordion tutorial-accordion">
        {text.sections.map((title, section) => {
          const expanded = open.has(section)
          const buttonId = `${id}-${section}-button`
          const panelId = `${id}-${section}-panel`
          return (
            <div key={title} className="accordion-item">
              <h2 className="accordion-heading">
                <button
                  id={buttonId}
                  type="button"
                  className="accordion-button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(section)}
                >
                  <span>{title}</span>
                  <ChevronIcon />
                </button>
              </h2>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                className="accordion-panel"
                hidden={!expanded}
              >
                {expanded && <TutorialVideo section={section} />}
              </section>
            </div>
          )
        })}
      </div>
      {step !== undefined && <BackButton />}
    </section>
  )
}

function TutorialVideo({ section }: { section: number }) {
  const [failed, setFailed] = useState(false)
  const altId = useId()
  const video = tutorialVideo(config.filesUrl, section)
  const lines = text.videos[section] ?? []
  return (
    <>
      <video
        className="tutorial-video"
        controls
        preload="none"
        playsInline
        crossOrigin="anonymous"
        width={480}
        height={270}
        aria-describedby={altId}
      >
        <source src={video.mp4} type="video/mp4" />
        {/* The last source failing means no source could be played. */}
        <source src={video.webm} type="video/webm" onError={() => setFailed(true)} />
        <track kind="captions" src={video.captions} srcLang="pt-BR" label={text.captions} />
        <p>
          {text.noVideo} <a href={video.mp4}>{text.download}</a>
        </p>
      </video>
      {/* In the page before its text, so that the failure is announced. */}
      <div role="alert">{failed && <p className="form-error">{text.videoFailed}</p>}</div>
      <div id={altId} className="video-alternative">
        <p>{text.textAlternative}</p>
        <ol>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
    </>
  )
}
