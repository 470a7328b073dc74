import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { ScreenTitle } from '@/components/ui/screen-title'
import { storage, storageKeys } from '@/lib/storage'
import * as t from '@/text/pt-BR/help'

/** Spec §2 "Help page": the long text and the start button to /Censo/. */
export function HelpScreen() {
  // Spec §4: the help page resets the "reviewed" flag (the review screen shows once again).
  useEffect(() => storage.set(storageKeys.reviewed, 'false'), [])
  return (
    <section className="screen screen-text help">
      <ScreenTitle>{t.help.title}</ScreenTitle>
      {t.help.sections.map((section) => (
        <section key={section.heading} className="help-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {'links' in section && (
            <ul className="help-links">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} params={{}}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <ButtonLink to="/Censo/" className="btn-block">
        {t.common.start}
      </ButtonLink>
    </section>
  )
}
