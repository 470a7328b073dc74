import * as z from 'zod/mini'

/**
 * Every write body carries the device object (spec: 30-character id, fixed coordinates; the
 * device's own position where the person allowed it, issue 24).
 */
export const deviceSchema = z.object({
  id: z.string().check(z.length(30)),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
})
export type Device = z.infer<typeof deviceSchema>

export const cpfDigitsSchema = z.string().check(z.regex(/^\d{11}$/))
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
/** A Brazilian state's two-letter code (the mock checks it against `listas.ufs`). */
export const ufSchema = z.string().check(z.regex(/^[A-Z]{2}$/))
export const pfIdSchema = z.number().check(z.int(), z.positive())
/** ISO 8601 date-time with Z or an offset (the mock answers UTC, fixtures carry -03:00). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true })

/** Error body of every API (DESIGN §4): status from the generic catalogue and a message. */
export const errorBodySchema = z.object({
  error: z.object({
    status: z.number(),
    message: z.string(),
    fields: z.optional(z.array(z.string())),
    /** (ours) A 429: seconds until a new try may be made (also the Retry-After header). */
    retry_after: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** (ours, the mock) Why a request was refused, in a tester's words (a refused transition). */
    reason: z.optional(z.string()),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export type ApiName = 'SocialAPI' | 'RhAPI' | 'RecadAPI' | 'StorageAPI' | 'GovernancaAPI'

/**
 * Success envelope: `{ data: { SocialAPI: payload } }` and so on, as the spec shows. Built on its
 * first parse: the web's wizard loads some forty of them at once, and building them as its code
 * loaded was part of a cheap phone's longest task on opening /Censo/ (docs/decisions/025).
 */
export function envelope<Name extends ApiName, Payload extends z.ZodMiniType>(
  name: Name,
  payload: Payload,
): z.ZodMiniLazy<z.ZodMiniObject<{ data: z.ZodMiniObject<{ [K in Name]: Payload }> }>> {
  // TypeScript widens a computed key to `string` (microsoft/TypeScript#13948); `name` is Name.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  const shape = { [name]: payload } as { [K in Name]: Payload }
  return z.lazy(() => z.object({ data: z.object(shape) }))
}

/** Adds the device object to a request body schema. */
export function withDevice<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ ...shape, device: deviceSchema })
}

/** Body of every DELETE of a person's item (census-wizard §7: "DELETE … body device"). */
export const deleteRequestSchema = withDevice({})
