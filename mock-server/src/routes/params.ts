import * as z from 'zod/mini'

/**
 * A numeric id in the path: decimal digits only, no sign, no leading zero, at most 12 digits
 * (`0x3e9`, ` 1001`, `1001.0` and `1e3` are 406, not coerced to a number).
 */
export const idParamSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,11}$/)),
  z.transform((id) => Number(id)),
)

/** `:pf_id` path parameter. */
export const pfIdParamsSchema = z.object({ pf_id: idParamSchema })
