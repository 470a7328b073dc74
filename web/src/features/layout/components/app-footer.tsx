import { Link } from '@tanstack/react-router'
import * as t from '@/text/pt-BR/core'
import { SKIP_TARGETS } from './skip-links'

/** The footer: the product and its rights, and the accessibility page (eMAG's access key 4). */
export function AppFooter() {
  return (
    <footer id={SKIP_TARGETS.footer} className="app-footer" tabIndex={-1}>
      <p>
        <Link to="/Acessibilidade/">{t.nav.accessibility}</Link>
      </p>
      <p>
        {t.app.product} · {t.app.rights}
      </p>
    </footer>
  )
}
