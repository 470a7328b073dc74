import { decodeJwt } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { get, post, useTestApp } from '../../testing'

/** Person photos by signed, expiring address (ADR 020). */

let clock = 0
beforeEach(() => {
  clock = Date.parse('2026-01-10T12:00:00Z')
})
const test = useTestApp({ now: () => clock, publicUrl: 'http://mock.test' })

/** The photo address the person's own exchange read hands out, as a path and query. */
async function ownPhoto(pfId: number, width = 250): Promise<string> {
  const response = await post(
    test.app,
    '/social/v1/pessoa-fisica/exchange/',
    { pf_ids: [pfId], options: { fields: ['foto_url'], foto: { width, quality: 100 } } },
    { token: await test.app.tokens.signPerson(pfId) },
  )
  expect(response.statusCode).toBe(200)
  const url = new URL(response.json().data.SocialAPI[String(pfId)].foto_url)
  return `${url.pathname}${url.search}`
}

describe('GET /files/fotos/{pf_id}.svg', () => {
  it('serves the address the exchange hands out: initials, no name, not even in its label', async () => {
    const address = await ownPhoto(1001, 32)
    expect(address).toMatch(/^\/files\/fotos\/1001\.svg\?exp=\d+&sig=[\w-]{43}&w=32&q=100$/)
    const photo = await get(test.app, address)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/)
    const name = test.app.store.data.persons.find((person) => person.pf_id === 1001)?.nome ?? ''
    expect(name.length).toBeGreaterThan(5)
    for (const word of name.split(' ').filter((part) => part.length > 2)) {
      expect(photo.body).not.toContain(word)
    }
    expect(photo.body).toContain('aria-label="Foto"')
  })

  it('answers 403 to the old unsigned address, for any id, so counting ids lists nobody', async () => {
    for (const id of [1001, 1002, 1005, 1010, 999_999]) {
      const response = await get(test.app, `/files/fotos/${id}.svg?w=250&q=100`)
      expect(response.statusCode, String(id)).toBe(403)
      expect(response.json().error.status).toBe(403)
      expect(response.body).not.toContain('svg')
    }
  })

  it("answers 403 to another person's signature, a tampered one, or one past its time", async () => {
    const address = await ownPhoto(1001)
    const query = address.slice(address.indexOf('?'))
    expect((await get(test.app, `/files/fotos/1002.svg${query}`)).statusCode).toBe(403)
    const tampered = address.replace(/sig=(.)/, (_, first) => `sig=${first === 'A' ? 'B' : 'A'}`)
    expect((await get(test.app, tampered)).statusCode).toBe(403)
    expect((await get(test.app, address.replace(/exp=\d+/, 'exp=9999999999'))).statusCode).toBe(403)
    expect((await get(test.app, address.replace(/exp=\d+/, 'exp=abc'))).statusCode).toBe(403)
    // MOCK_FILE_URL_TTL_SECONDS (3600) rounded up to 10 minutes: gone within 70 minutes.
    clock += 70 * 60_000
    expect((await get(test.app, address)).statusCode).toBe(403)
  })

  it("a storage file's signature does not open a photo (keys of their own)", async () => {
    const fileSignature = new URL(test.app.files.signedUrl(1001, 'http://mock.test')).search
    expect((await get(test.app, `/files/fotos/1001.svg${fileSignature}`)).statusCode).toBe(403)
  })

  it("the person token's photo is signed for as long as the token lasts (8 h)", async () => {
    const token = await test.app.tokens.signPerson(1001, 'http://mock.test')
    const { user } = decodeJwt(token) as { user: { foto: string } }
    const url = new URL(user.foto)
    expect(url.pathname).toBe('/files/fotos/1001.svg')
    clock += 7 * 3600_000
    expect((await get(test.app, `${url.pathname}${url.search}`)).statusCode).toBe(200)
  })
})
