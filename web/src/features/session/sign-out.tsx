import { createRoot } from 'react-dom/client'
import { Dialog } from '@/components/ui/dialog'
import { countWaitingSaves, flushDeviceCopies, forgetPerson } from '@/features/offline/device-cache'
import { clearPersonDrafts } from '@/lib/draft-keys'
import { decodeTokenUser, readToken } from '@/lib/token'
import * as t from '@/text/pt-BR/sign-out'
import { logout } from './session'

/**
 * The person's own Sair: what the device keeps of them goes first (a shared phone): their drafts
 * (docs/decisions/021) and their copy of the wizard's data with the saves not yet sent
 * (docs/decisions/028); nobody else's. With saves still waiting, it asks first. Loaded when Sair
 * is tapped, not with the first screen.
 */
export async function signOut(): Promise<void> {
  const pfId = decodeTokenUser(readToken())?.pfid
  if (pfId !== undefined) {
    // The copy as it stands now: a save sent a moment ago no longer counts.
    await flushDeviceCopies()
    const waiting = await countWaitingSaves(pfId)
    if (waiting > 0 && !(await confirmLeaving(waiting))) return
    clearPersonDrafts(pfId)
    await forgetPerson(pfId)
  }
  logout()
}

/** Asks in the app's dialog whether to leave and lose `count` saves; true to leave. */
function confirmLeaving(count: number): Promise<boolean> {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  return new Promise((resolve) => {
    const answer = (leave: boolean) => {
      root.unmount()
      host.remove()
      resolve(leave)
    }
    // Escape, Back and the first button all stay: leaving and losing them is the deliberate choice.
    root.render(
      <Dialog
        className="confirm-dialog"
        title={t.signOut.waitingTitle(count)}
        description={t.signOut.waitingText}
        onClose={() => answer(false)}
      >
        <div className="confirm-actions">
          <button type="button" className="btn btn-primary" onClick={() => answer(false)}>
            {t.signOut.stay}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => answer(true)}>
            {t.signOut.leave}
          </button>
        </div>
      </Dialog>,
    )
  })
}
