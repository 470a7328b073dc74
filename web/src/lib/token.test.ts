import { describe, expect, it } from 'vitest'
import { fakeJwt, sampleUser as user } from '../test/jwt'
import { decodeTokenUser, readPersonToken } from './token'

describe('decodeTokenUser', () => {
  it('reads the user of a person token, accents included', () => {
    expect(decodeTokenUser(fakeJwt({ user, iat: 1 }))).toEqual(user)
  })

  it('keeps the status when present', () => {
    expect(decodeTokenUser(fakeJwt({ user: { ...user, status: 'limited' } }))?.status).toBe(
      'limited',
    )
  })

  it('keeps a person whose token has another superUsuario value or no photo (spec §3)', () => {
    for (const superUsuario of [null, '', true, 'X']) {
      expect(decodeTokenUser(fakeJwt({ user: { ...user, superUsuario } }))?.pfid).toBe(user.pfid)
    }
    const { foto: _foto, ...withoutPhoto } = user
    expect(decodeTokenUser(fakeJwt({ user: withoutPhoto }))?.pfid).toBe(user.pfid)
  })

  it('is null for an app token, a malformed token or none', () => {
    expect(decodeTokenUser(fakeJwt({ app: 'censo' }))).toBeNull()
    expect(decodeTokenUser(fakeJwt({ user: { ...user, pfid: 'x' } }))).toBeNull()
    expect(decodeTokenUser('not-a-jwt')).toBeNull()
    expect(decodeTokenUser('a.%%%.c')).toBeNull()
    expect(decodeTokenUser(null)).toBeNull()
  })

  it('is null once the person token has expired', () => {
    const past = Math.floor(Date.now() / 1000) - 1
    const future = Math.floor(Date.now() / 1000) + 3600
    expect(decodeTokenUser(fakeJwt({ user: user, exp: past }))).toBeNull()
    expect(decodeTokenUser(fakeJwt({ user: user, exp: future }))?.nome).toBe(user.nome)
  })
})

describe('readPersonToken', () => {
  it('gives the user and the expiry from one reading, expired or not', () => {
    const exp = Math.floor(Date.now() / 1000) - 1
    expect(readPersonToken(fakeJwt({ user, exp }))).toEqual({ user, expiresAt: exp * 1000 })
    expect(readPersonToken(fakeJwt({ user }))).toEqual({ user, expiresAt: Infinity })
    expect(readPersonToken(fakeJwt({ app: 'censo', exp }))).toBeNull()
  })
})
