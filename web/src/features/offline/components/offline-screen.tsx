import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/core'

/** Spec §2 "Offline screen": the message and a retry link that reloads when back online. */
export function OfflineScreen() {
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.offline.title}</ScreenTitle>
      <p className="lead">{t.offline.message}</p>
      <a
        className="btn btn-primary"
        href={window.location.href}
        onClick={(event) => {
          event.preventDefault()
          if (navigator.onLine) window.location.reload()
        }}
      >
        {t.offline.retry}
      </a>
    </section>
  )
}
