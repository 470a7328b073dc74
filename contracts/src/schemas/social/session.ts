import * as z from 'zod/mini'

/** The user object inside the person token (spec §3 "Session token"). */
export const tokenUserSchema = z.object({
  login: z.string(),
  uuid: z.string(),
  nome: z.string(),
  foto: z.optional(z.nullable(z.string())),
  pfid: z.number(),
  oid: z.string(),
  oeid: z.string(),
  // Spec §3: "S" means a super user; any other value (or none) is an ordinary one, never a reason
  // to treat a logged-in person as a visitor.
  superUsuario: z.optional(z.unknown()),
  status: z.optional(z.string()),
})
export type TokenUser = z.infer<typeof tokenUserSchema>

export const personTokenPayloadSchema = z.object({ user: tokenUserSchema })
