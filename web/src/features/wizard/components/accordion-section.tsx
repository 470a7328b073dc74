import type { ReactNode, Ref } from 'react'
import './lists.css'
import * as t from '@/text/pt-BR/wizard'
import type { ItemMark } from './item-list'
import { SectionMarkIcon, type SectionMark } from './section-mark'

interface AccordionSectionProps {
  id: string
  number: number
  title: string
  mark: SectionMark
  open: boolean
  onToggle: () => void
  buttonRef?: Ref<HTMLButtonElement>
  /**
   * A save of the section not yet sent, or refused (docs/decisions/028): said under the header,
   * open or closed (Descartar drops a refused one).
   */
  note?: ItemMark | undefined
  children: ReactNode
}

/**
 * One accordion entry (WAI-ARIA accordion pattern): a heading holding a button with
 * aria-expanded and aria-controls, and a region labelled by that button. The header shows a
 * check when complete or the red error icon when required and incomplete (spec §2).
 */
export function AccordionSection(props: AccordionSectionProps) {
  const { id, number, title, mark, open, onToggle, buttonRef, note, children } = props
  const buttonId = `${id}-button`
  const panelId = `${id}-panel`
  const noteId = `${id}-note`
  const noteClass = note ? (note.onDismiss ? ' accordion-refused' : ' accordion-waiting') : ''
  return (
    <div className={`accordion-section accordion-${mark}${noteClass}`}>
      <h3 className="accordion-heading">
        <button
          ref={buttonRef}
          type="button"
          id={buttonId}
          className="accordion-button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={note ? noteId : undefined}
          onClick={onToggle}
        >
          <span className="accordion-number">{number}</span>
          <span className="accordion-title">{title}</span>
          <SectionMarkIcon mark={mark} />
          <span className="accordion-chevron" aria-hidden="true" />
        </button>
      </h3>
      {note && (
        <div className="accordion-note">
          <p id={noteId} className="item-mark">
            {note.text}
          </p>
          {note.onDismiss && (
            <button type="button" className="btn btn-link" onClick={note.onDismiss}>
              {t.wizard.saves.dismiss}
            </button>
          )}
        </div>
      )}
      <section id={panelId} aria-labelledby={buttonId} className="accordion-panel" hidden={!open}>
        {open && children}
      </section>
    </div>
  )
}
