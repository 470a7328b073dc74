import * as z from 'zod/mini'

/** The user object inside the person token (spec §3 "Session token"). */
export const tokenUserSchema = z.object({
  login: z.string(),
  uuid: z.string(),
  nome: z.string(),
  foto: z.nullable(z.string()),
  pfid: z.number(),
  oid: z.string(),
  oeid: z.string(),
  superUsuario: z.enum(['S', 'N']),
  status: z.optional(z.string()),
})
export type TokenUser = z.infer<typeof tokenUserSchema>

export const personTokenPayloadSchema = z.object({ user: tokenUserSchema })
