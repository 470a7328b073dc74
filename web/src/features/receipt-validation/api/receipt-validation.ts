import type { ReceiptValidation } from '@censo/contracts/schemas/recad/receipt-validation'
import { validateReceipt } from '@censo/contracts/client/recad/receipt-validation'
import { formatProtocol } from '@censo/contracts'
import { queryOptions } from '@tanstack/react-query'
import { isHTTPError } from 'ky'
import { api } from '@/lib/api/api'

/**
 * The public look-up of a protocol (12 lowercase hex): the receipt's facts, or `null` when no
 * consolidated case has it (404). Other failures (429, network) are errors of the query. Never
 * retried (each try counts against the per-client limit) and read again on each new check.
 */
export const receiptValidationQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['receipt-validation', hash],
    queryFn: async (): Promise<ReceiptValidation | null> => {
      try {
        return await validateReceipt(api.recad, formatProtocol(hash))
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 404) return null
        throw error
      }
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  })

/** A failed look-up's HTTP status, if it got an answer. */
export const failureStatus = (error: unknown): number | undefined =>
  isHTTPError(error) ? error.response.status : undefined
