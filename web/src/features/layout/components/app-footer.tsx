import * as t from '@/text/pt-BR/core'

export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>
        {t.app.product} · {t.app.rights}
      </p>
    </footer>
  )
}
