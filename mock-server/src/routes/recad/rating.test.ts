import { describe, expect, it } from 'vitest'
import { get, post, useTestApp } from '../../testing'

const test = useTestApp()

const token = (pfId: number) => test.app.tokens.signPerson(pfId)
const rate = async (aval: unknown, pfId = 1001, as = pfId) =>
  post(
    test.app,
    '/recad/v1/aval/',
    { pf_id: pfId, aval, aval_segurado: true },
    {
      token: await token(as),
    },
  )
const read = async (pfId = 1001, as = pfId) =>
  get(test.app, `/recad/v1/aval/${pfId}/`, await token(as))

describe('step 5 rating (census-wizard §7 Rating)', () => {
  it('answers 404 until the person rates, then the rating as a string; a new one replaces it', async () => {
    expect((await read()).statusCode).toBe(404)
    const saved = await rate(4)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.RecadAPI).toEqual({ pf_id: 1001, aval: '4', aval_segurado: true })
    expect((await read()).json().data.RecadAPI.aval).toBe('4')
    await rate(2)
    expect((await read()).json().data.RecadAPI.aval).toBe('2')
  })

  it('refuses a rating outside 1 to 5 and saves nothing', async () => {
    for (const aval of [0, 6, 2.5, '3']) {
      const response = await rate(aval)
      expect([400, 406]).toContain(response.statusCode)
    }
    expect((await read()).statusCode).toBe(404)
  })

  it("keeps another person's rating out of reach, and refuses while the case is locked", async () => {
    expect((await rate(5, 1002, 1001)).statusCode).toBe(403)
    expect((await read(1002, 1001)).statusCode).toBe(403)
    // 1014 has a locked case.
    expect((await rate(5, 1014)).statusCode).toBe(405)
  })
})
