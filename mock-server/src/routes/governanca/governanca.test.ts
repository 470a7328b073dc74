import { describe, expect, it } from 'vitest'
import { get, useTestApp } from '../../testing'

const test = useTestApp()

const read = async (path: string, pfId: number) =>
  get(test.app, `/governanca/v1/${path}/`, await test.app.tokens.signPerson(pfId))

describe('governança lookups (census-wizard §7)', () => {
  it("answers the job titles and units of the person's own entity", async () => {
    const recife = await read('lotacao', 1001)
    expect(recife.statusCode).toBe(200)
    const units: { lotacao: string }[] = recife.json().data.GovernancaAPI
    expect(units.some((unit) => unit.lotacao.includes('Recife'))).toBe(true)
    // 1007 belongs to the state: its units are the state's.
    const state: { lotacao: string }[] = (await read('lotacao', 1007)).json().data.GovernancaAPI
    expect(state.some((unit) => unit.lotacao.includes('Polícia Militar de Pernambuco'))).toBe(true)
    const cargos: { cargo_id: number; cargo: string }[] = (await read('cargo', 1001)).json().data
      .GovernancaAPI
    expect(cargos.length).toBeGreaterThan(5)
    expect(new Set(cargos.map((cargo) => cargo.cargo_id)).size).toBe(cargos.length)
  })

  it('answers 401 without a token', async () => {
    expect((await get(test.app, '/governanca/v1/cargo/')).statusCode).toBe(401)
  })
})
