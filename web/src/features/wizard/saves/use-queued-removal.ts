import { onlineManager, useMutation } from '@tanstack/react-query'
import type { RemovalMutation } from '@/features/wizard/components/item-list'
import { useWizard } from '@/features/wizard/wizard-context'
import { saveKey, saveVariables, type SaveVariables } from './queued-saves'
import { useDismissSave } from './use-pending-saves'

/**
 * A list's removal as a queued save (docs/decisions/028): online, the list waits for it as before
 * (a refusal toasts, and no mark stays on the card); offline it is kept on the device to be sent
 * later, and the list announces it as waiting ('queued').
 */
export function useQueuedRemoval<Item, Body>(
  kind: string,
  bodyOf: (item: Item) => Body,
  /** What the removal does, in the person's words (said if it is refused later). */
  labelOf: (item: Item) => string,
): RemovalMutation<Item> {
  const { pfId } = useWizard()
  const remove = useMutation<void, Error, SaveVariables<Body>>({ mutationKey: saveKey(kind) })
  const dismiss = useDismissSave()
  return {
    mutateAsync: async (item) => {
      const variables = saveVariables(pfId, bodyOf(item), labelOf(item))
      if (!onlineManager.isOnline()) {
        remove.mutate(variables)
        return 'queued'
      }
      try {
        return await remove.mutateAsync(variables)
      } catch (error) {
        dismiss(variables)
        throw error
      }
    },
    isPending: remove.isPending && !remove.isPaused,
    variables: undefined,
  }
}
