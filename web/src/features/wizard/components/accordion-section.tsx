import type { ReactNode, Ref } from 'react'
import { SectionMarkIcon, type SectionMark } from './section-mark'

interface AccordionSectionProps {
  id: string
  number: number
  title: string
  mark: SectionMark
  open: boolean
  onToggle: () => void
  buttonRef?: Ref<HTMLButtonElement>
  children: ReactNode
}

/**
 * One accordion entry (WAI-ARIA accordion pattern): a heading holding a button with
 * aria-expanded and aria-controls, and a region labelled by that button. The header shows a
 * check when complete or the red error icon when required and incomplete (spec §2).
 */
export function AccordionSection(props: AccordionSectionProps) {
  const { id, number, title, mark, open, onToggle, buttonRef, children } = props
  const buttonId = `${id}-button`
  const panelId = `${id}-panel`
  return (
    <div className={`accordion-section accordion-${mark}`}>
      <h3 className="accordion-heading">
        <button
          ref={buttonRef}
          type="button"
          id={buttonId}
          className="accordion-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="accordion-number">{number}</span>
          <span className="accordion-title">{title}</span>
          <SectionMarkIcon mark={mark} />
          <span className="accordion-chevron" aria-hidden="true" />
        </button>
      </h3>
      <section id={panelId} aria-labelledby={buttonId} className="accordion-panel" hidden={!open}>
        {open && children}
      </section>
    </div>
  )
}
