import type { ItemMark } from '@/features/wizard/components/item-list'
import { useWizard } from '@/features/wizard/wizard-context'
import * as t from '@/text/pt-BR/wizard'
import { useDismissSave, usePendingSaves, type PendingSave } from './use-pending-saves'

interface ShownItems<Item, AddBody, RemoveBody> {
  /** The list as the server holds it. */
  saved: readonly Item[]
  /** The kinds of save that add to the list and remove from it. */
  addKind: string
  removeKind: string
  idOf: (item: Item) => number
  /** The card of an add not yet sent, from its body (its id: the mutation's, negative). */
  itemOf: (body: AddBody, id: number) => Item
  /** The id of the item a removal takes away. */
  removedId: (body: RemoveBody) => number
  /** What a refusal says when the server gave no message of its own. */
  failure: string
}

/**
 * A list's items as shown while saves wait (docs/decisions/028): the saved ones, then the adds
 * not yet sent, each with its mark ("Será enviado…", or a refusal with Descartar); a saved item
 * whose removal waits is marked too.
 */
export function useShownItems<Item, AddBody, RemoveBody>(
  options: ShownItems<Item, AddBody, RemoveBody>,
) {
  const { pfId } = useWizard()
  const adds = usePendingSaves<AddBody>(options.addKind, pfId)
  const removals = usePendingSaves<RemoveBody>(options.removeKind, pfId)
  const dismiss = useDismissSave()
  const markOfSave = (save: PendingSave<unknown>, waiting: string): ItemMark =>
    save.state === 'refused'
      ? {
          text: t.wizard.saves.refused(save.message ?? options.failure),
          onDismiss: () => dismiss(save.mutationId),
        }
      : { text: waiting }
  const marks = new Map<number, ItemMark>()
  for (const removal of removals) {
    marks.set(options.removedId(removal.body), markOfSave(removal, t.wizard.saves.removing))
  }
  const waiting = adds.map((add) => {
    marks.set(-add.mutationId, markOfSave(add, t.wizard.saves.waiting))
    return options.itemOf(add.body, -add.mutationId)
  })
  return {
    items: [...options.saved, ...waiting],
    markOf: (item: Item) => marks.get(options.idOf(item)),
  }
}
