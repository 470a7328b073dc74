import { t } from '../../../text/pt-BR'

export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>
        {t.pages.sobre.product} · {t.pages.sobre.rights}
      </p>
    </footer>
  )
}
