import { sampleNewPhone } from '@censo/fixtures/samples/contacts'
import { describe, expect, it } from 'vitest'
import { post, useTestApp } from '../testing'

/** Personas: 1001 no case, 1014 locked, 1015 released, 1016 done. */
const test = useTestApp()

const addPhone = async (pfId: number, body: object = {}) =>
  post(
    test.app,
    '/social/v1/pessoa-fisica/telefones/',
    { pf_id: pfId, ...sampleNewPhone, ...body },
    { token: await test.app.tokens.signPerson(pfId) },
  )
const phonesOf = (pfId: number) =>
  test.app.store.data.persons.find((p) => p.pf_id === pfId)?.phones.length

describe('writes while the case is locked or done (requireEditableCase)', () => {
  it('answers 405 "Operação não aplicável a este registro" and writes nothing', async () => {
    for (const pfId of [1014, 1016]) {
      const before = phonesOf(pfId)
      const response = await addPhone(pfId)
      expect(response.statusCode).toBe(405)
      expect(response.json()).toEqual({
        error: { status: 405, message: 'Operação não aplicável a este registro' },
      })
      expect(phonesOf(pfId)).toBe(before)
    }
  })

  it('lets a person without a case or with a released case write', async () => {
    expect((await addPhone(1001)).statusCode).toBe(200)
    expect((await addPhone(1015)).statusCode).toBe(200)
  })

  it('still answers bad input first (400), then the lock (405)', async () => {
    const { tel_ddd: _omitted, ...incomplete } = sampleNewPhone
    const response = await post(
      test.app,
      '/social/v1/pessoa-fisica/telefones/',
      { pf_id: 1014, ...incomplete },
      { token: await test.app.tokens.signPerson(1014) },
    )
    expect(response.statusCode).toBe(400)
  })

  it('locks on finalize and unlocks when the technician releases the case', async () => {
    const token = await test.app.tokens.signPerson(1001)
    const finalized = await post(
      test.app,
      '/recad/v1/higienize-segurado/',
      { pf_id: 1001, status: 'locked' },
      { token },
    )
    expect(finalized.statusCode).toBe(200)
    expect((await addPhone(1001)).statusCode).toBe(405)
    const released = await test.app.inject({
      method: 'POST',
      url: '/__technician/cases/1001/release',
      payload: { message: '<p>Confira o telefone.</p>' },
    })
    expect(released.statusCode).toBe(200)
    expect((await addPhone(1001)).statusCode).toBe(200)
  })
})
