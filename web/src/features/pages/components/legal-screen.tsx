import * as t from '@/text/pt-BR/pages'
import { paragraphs } from './metadata-text-screen'
import { EntityScreen } from './entity-screen'

const text = t.pages.legal

/** A legal group is one text (paragraphs split at blank lines) or a list of paragraphs. */
export function legalParagraphs(group: string | readonly string[]): string[] {
  return typeof group === 'string'
    ? paragraphs(group)
    : group.map((paragraph) => paragraph.trim()).filter(Boolean)
}

/** Spec §2 "Legal": each legal group of the entity, a heading and its paragraphs. */
export function LegalScreen() {
  return (
    <EntityScreen title={text.title} choose={text.choose}>
      {(entity) => {
        const groups = Object.entries(entity.legal)
        if (groups.length === 0) return <p>{text.empty}</p>
        return groups.map(([heading, group]) => (
          <section key={heading} className="legal-group">
            <h2>{heading}</h2>
            {legalParagraphs(group).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        ))
      }}
    </EntityScreen>
  )
}
