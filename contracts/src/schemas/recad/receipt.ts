import * as z from 'zod/mini'
import { recadAnswer } from './envelope'

/** GET {recad}/v1/validate/{pf_id}/report/ — only for a done case (404 otherwise). */
export const receiptAnswerSchema = recadAnswer(
  z.object({ url_file: z.string().check(z.regex(/^https?:\/\/\S+$/)) }),
)
export type Receipt = z.infer<typeof receiptAnswerSchema>['data']['RecadAPI']
