import { forgetPerson } from '@/features/offline/device-cache'
import { clearPersonDrafts } from '@/lib/draft-keys'
import { decodeTokenUser, readToken } from '@/lib/token'
import { logout } from './session'

/**
 * The person's own Sair: what the device keeps of them goes first (a shared phone): their drafts
 * (docs/decisions/021) and their copy of the wizard's data (docs/decisions/028); nobody else's.
 * Loaded when Sair is tapped, not with the first screen.
 */
export async function signOut(): Promise<void> {
  const pfId = decodeTokenUser(readToken())?.pfid
  if (pfId !== undefined) {
    clearPersonDrafts(pfId)
    await forgetPerson(pfId)
  }
  logout()
}
