import * as z from 'zod/mini'
import { recadAnswer } from './envelope'

/**
 * GET {recad}/v1/validate/receipt/{protocol}/ — public (no token): is this receipt authentic?
 * The protocol is the validation hash, with or without the dashes of its display, any case
 * (docs/decisions/019). Only what the receipt itself shows, the name masked further.
 */
export const RECEIPT_PROTOCOL_PATTERN = /^[0-9A-Fa-f]{2}(?:-?[0-9A-Fa-f]{2}){5}$/

export const receiptValidationParamsSchema = z.object({
  protocol: z.string().check(z.regex(RECEIPT_PROTOCOL_PATTERN)),
})

export const receiptValidationSchema = z.object({
  /** Entity name, as on the receipt ("Recife"). */
  entidade: z.string(),
  /** The first letter of each word kept: "M**** d** G***** A**********". */
  nome_mascarado: z.string(),
  /** As the receipt prints it: "***.258.369-**". */
  cpf_mascarado: z.string(),
  /** ISO date-time of the consolidation (shown in America/Recife). */
  data_hora: z.string(),
  /** The technician's name, or "N/D". */
  tecnico: z.string(),
})
export type ReceiptValidation = z.infer<typeof receiptValidationSchema>

export const receiptValidationAnswerSchema = recadAnswer(receiptValidationSchema)
