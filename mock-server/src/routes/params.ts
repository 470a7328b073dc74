import { pfIdSchema } from '@censo/contracts'
import * as z from 'zod/mini'

/** `:pf_id` path parameter: a positive integer (anything else is a 406). */
export const pfIdParamsSchema = z.object({ pf_id: z.pipe(z.coerce.number(), pfIdSchema) })
