import { personTokenPayloadSchema, type TokenUser } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT } from 'jose'
import * as z from 'zod/mini'
import { fotoUrl, type PhotoSigner } from '../domain/persons'
import { HttpProblem } from '../http-problem'

export type TokenClaims =
  { scope: 'app' } | { scope: 'pending'; pfid: number } | { scope: 'person'; user: TokenUser }

export interface Tokens {
  signApp(): Promise<string>
  /** Person token for a stored person; `base` is the public origin used in the photo URL. */
  signPerson(pfId: number, base?: string): Promise<string>
  /** Token of a person who still has to confirm identity with a code: it opens nothing. */
  signPending(pfId: number): Promise<string>
  verify(token: string): Promise<TokenClaims | null>
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/*
 * The token guards are a route's `onRequest` hook (`onRequest: app.requirePerson`): the token is
 * checked before anything else of a request, so an unauthenticated call answers 401/403 before
 * its body is parsed, validated or journaled (issue 12 §4).
 */
declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens
    /** An app token or a person token; a person's sets `request.tokenPerson`. */
    requireAppOrPerson: Guard
    /** A person token; behind it, `personOf(request)` is the person. */
    requirePerson: Guard
  }
  interface FastifyRequest {
    claims: TokenClaims | null
    /** The stored person of a person token, set by the guards; null for an app token. */
    tokenPerson: SeedPerson | null
  }
}

/**
 * The person of the token, on a route guarded by `onRequest: app.requirePerson`. Anywhere else
 * it is a mistake in the route, not the caller's: it throws (500) rather than answer a 401.
 */
export function personOf(request: FastifyRequest): SeedPerson {
  if (!request.tokenPerson) {
    throw new Error(
      `${request.method} ${request.routeOptions.url}: no onRequest: app.requirePerson`,
    )
  }
  return request.tokenPerson
}

const TTL = { app: '12h', person: '8h', pending: '10m' } as const
const PERSON_TTL_SECONDS = 8 * 3600

const appClaimsSchema = z.object({ scope: z.literal('app') })
const pendingClaimsSchema = z.object({ scope: z.literal('pending'), pfid: z.number() })
const personClaimsSchema = z.object({
  scope: z.literal('person'),
  user: personTokenPayloadSchema.shape.user,
})

export function tokenUser(person: SeedPerson, base: string, signPhoto: PhotoSigner): TokenUser {
  return {
    login: person.cpf ?? '',
    uuid: person.uuid,
    nome: person.nome,
    foto: fotoUrl(person, base, signPhoto),
    pfid: person.pf_id,
    oid: person.oid,
    oeid: person.oeid,
    superUsuario: 'N',
    ...(person.status ? { status: person.status } : {}),
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1] ?? null
}

export default fp(
  async (app) => {
    // Imported once: handing jose the raw bytes re-imports the key on every sign and verify.
    const secret = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(app.config.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    const sign = (claims: TokenClaims, ttl: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(secret)
    const defaultBase = app.config.publicUrl ?? 'http://localhost:3333'

    const tokens: Tokens = {
      signApp: () => sign({ scope: 'app' }, TTL.app),
      signPending: (pfId) => sign({ scope: 'pending', pfid: pfId }, TTL.pending),
      async signPerson(pfId, base = defaultBase) {
        const person = app.store.data.persons.find((entry) => entry.pf_id === pfId)
        if (!person) throw new HttpProblem(404)
        // The token's photo address lasts as long as the token (ADR 020).
        const signPhoto = (id: number) => app.files.photoSignature(id, PERSON_TTL_SECONDS)
        return sign({ scope: 'person', user: tokenUser(person, base, signPhoto) }, TTL.person)
      },
      async verify(token) {
        try {
          const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
          for (const schema of [personClaimsSchema, pendingClaimsSchema, appClaimsSchema]) {
            const parsed = z.safeParse(schema, payload)
            if (parsed.success) return parsed.data
          }
          return null
        } catch {
          return null
        }
      },
    }

    const authenticate = async (request: FastifyRequest): Promise<TokenClaims> => {
      const token = bearer(request)
      if (!token) throw new HttpProblem(401)
      const claims = await tokens.verify(token)
      // A forged or expired token means the session is over: 403 "Sessão expirada" (spec §8),
      // to which the app reacts by logging out. A pending token opens nothing (401).
      if (!claims) throw new HttpProblem(403)
      if (claims.scope === 'pending') throw new HttpProblem(401)
      request.claims = claims
      if (claims.scope === 'person') {
        const person = app.store.data.persons.find((entry) => entry.pf_id === claims.user.pfid)
        if (!person) throw new HttpProblem(401)
        request.tokenPerson = person
      }
      return claims
    }

    app.decorate('tokens', tokens)
    app.decorateRequest('claims', null)
    app.decorateRequest('tokenPerson', null)
    app.decorate('requireAppOrPerson', async (request: FastifyRequest) => {
      await authenticate(request)
    })
    app.decorate('requirePerson', async (request: FastifyRequest) => {
      const claims = await authenticate(request)
      if (claims.scope !== 'person') throw new HttpProblem(401)
    })
  },
  { name: 'tokens', decorators: { fastify: ['config', 'store'] } },
)
