import { Link } from '@tanstack/react-router'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/accessibility'
import { BackButton } from './back-button'

const text = t.accessibility

/**
 * /Acessibilidade/ (eMAG 3.1): what the app offers to people with disabilities and how to use
 * it: the access keys, high contrast, zoom, screen readers, reduced motion, and whom to tell of
 * a problem.
 */
export function AccessibilityScreen() {
  return (
    <section className="screen screen-text accessibility">
      <ScreenTitle>{text.title}</ScreenTitle>
      <p className="lead">{text.intro}</p>
      <section className="help-section">
        <h2>{text.accessKeys.heading}</h2>
        <p>{text.accessKeys.intro}</p>
        <table className="access-keys">
          <thead>
            <tr>
              <th scope="col">{text.accessKeys.keyColumn}</th>
              <th scope="col">{text.accessKeys.targetColumn}</th>
            </tr>
          </thead>
          <tbody>
            {text.accessKeys.keys.map(({ key, label }) => (
              <tr key={key}>
                <td>
                  <kbd>{key}</kbd>
                </td>
                <td>{label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{text.accessKeys.howTo}</p>
        <ul>
          {text.accessKeys.browsers.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {text.sections.map((section) => (
        <section key={section.heading} className="help-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <section className="help-section">
        <h2>{text.contact.heading}</h2>
        <p>{text.contact.paragraph}</p>
        <p>
          <Link to="/Contato/{-$action}/" params={{}}>
            {text.contact.link}
          </Link>
        </p>
      </section>
      <BackButton />
    </section>
  )
}
