import { recadClient } from '@censo/contracts/client'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/case'

/**
 * "Download do comprovante" (census-wizard §7): asks for the receipt address, then the browser
 * navigates to it (the file is an attachment: the app stays on screen). A failure shows the
 * spec's toast.
 */
export function useReceiptDownloadMutation(pfId: number) {
  return useMutation({
    mutationKey: ['case-receipt', pfId],
    mutationFn: () => recadClient.getReceipt(api.recad, pfId),
    onSuccess: ({ url_file }) => window.location.assign(url_file),
    onError: (error) => {
      console.error('receipt failed', error)
      toast.error(t.case.downloadFailure)
    },
  })
}
