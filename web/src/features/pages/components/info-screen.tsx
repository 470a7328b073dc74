import { Link } from '@tanstack/react-router'
import * as t from '@/text/pt-BR/pages'
import { paragraphs } from './metadata-text-screen'
import { EntityScreen } from './entity-screen'
import { CheckIcon } from './icons'

const text = t.pages.info

/** Spec §2 "Info": per group of documentos_servidores a checklist, then the decree text. */
export function InfoScreen() {
  return (
    <EntityScreen title={text.title} choose={text.choose}>
      {(entity) => {
        const groups = Object.entries(entity.documentos_servidores).filter(
          ([, items]) => items.length > 0,
        )
        return (
          <>
            {groups.length === 0 ? (
              <p>{text.noDocuments}</p>
            ) : (
              <>
                <p>{text.intro}</p>
                {groups.map(([heading, items]) => (
                  <section key={heading} className="doc-group">
                    <h2>{heading}</h2>
                    <ul className="checklist">
                      {items.map((item) => (
                        <li key={item}>
                          <CheckIcon />
                          <span>{item}</span>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
                <p>
                  <Link to="/TutorialCnis/">{text.cnisLink}</Link>
                </p>
              </>
            )}
            {entity.decreto_descripition && (
              <section className="decree">
                <h2>{text.decree}</h2>
                {paragraphs(entity.decreto_descripition).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            )}
          </>
        )
      }}
    </EntityScreen>
  )
}
