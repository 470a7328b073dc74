import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { describeFailure } from '@/lib/errors'
import { imagesTexts } from '../texts'
import { invalidateSent, removeDocument, RemoveFailure, type SendTarget } from './images'

const text = imagesTexts

function sayFailure(error: Error): void {
  console.warn('wizard: image removal failed', error)
  if (error instanceof RemoveFailure && error.stage === 'delete') {
    toast.error(text.deleteFailure)
    return
  }
  // §8: a detach failure says Ops!, except when the answer is 404.
  const cause = describeFailure(error instanceof RemoveFailure ? error.cause : error)
  if (!(cause.kind === 'http' && cause.status === 404)) toast.error(text.attachFailure)
}

/**
 * The removal of one file of a type (census-wizard §4): out of its list, then deleted from the
 * storage; announced when done, a failure said by its toast (the thumbnail stays). Either way
 * the lists are read again.
 */
export function useRemoveDocument(
  target: SendTarget,
  { label, announce }: { label: string; announce: (message: string) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fileId: number) => removeDocument(target, fileId),
    // Offline, the removal fails at once with its toast rather than waiting for the network.
    networkMode: 'always',
    onSuccess: () => announce(text.removed(label)),
    onError: sayFailure,
    // Not awaited: the thumbnails are free again while the lists are read.
    onSettled: () => void invalidateSent(queryClient, target.refId),
  })
}
