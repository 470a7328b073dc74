import './offline-notice.css'
import { useOnline } from '@/features/offline/use-online'
import * as t from '@/text/pt-BR/wizard'

/**
 * Above the steps, while the app has no network: the person sees her data as last read on this
 * device (docs/decisions/028). A polite live region, present all along, so that a screen reader
 * hears the connection drop.
 */
export function OfflineNotice() {
  const online = useOnline()
  return <output className="offline-notice">{online ? '' : t.wizard.offline.notice}</output>
}
