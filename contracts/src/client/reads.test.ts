import ky, { SchemaValidationError, type KyInstance } from 'ky'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lookUpPostalCode } from './cep/postal-code'
import { getRating } from './recad/rating'
import { verifyCode } from './social/login'
import { getPromise, listDocs } from './storage/files'

/**
 * Reads whose answer shape is partly ours (ADR 024): the client requires only the fields the app
 * uses, so a real backend that leaves the others out, or adds its own, is still read.
 */

/** A ky instance whose fetch answers `body` as JSON (no network). */
const answering = (body: unknown): KyInstance =>
  ky.create({
    prefix: 'http://api.test',
    retry: 0,
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('reads that require only what the app uses', () => {
  it('the rating: aval alone, as the spec shows it (a string) or as a number', async () => {
    await expect(getRating(answering({ data: { RecadAPI: { aval: '4' } } }), 1)).resolves.toEqual({
      aval: '4',
    })
    const extra = { aval: 3, aval_segurado: 'sim', avaliado_em: '2026-01-01' }
    await expect(getRating(answering({ data: { RecadAPI: extra } }), 1)).resolves.toEqual({
      aval: 3,
    })
  })

  it('a postal code: city and state, without the echoed cep or a neighbourhood and street', async () => {
    const city = { cidade: { cidade: 'Recife' }, uf: { uf_sigla: 'PE' }, ibge: '2611606' }
    await expect(
      lookUpPostalCode(answering({ data: { entidade_cep: city } }), '50000000'),
    ).resolves.toEqual({ cidade: { cidade: 'Recife' }, uf: { uf_sigla: 'PE' } })
  })

  it("a send's state: the status code, the files only once done, each with its id", async () => {
    await expect(
      getPromise(answering({ data: { StorageAPI: { send_status_code: 202 } } }), 'abc'),
    ).resolves.toEqual({ send_status_code: 202 })
    const done = { send_status_code: 200, files: [{ file_id: 7, url: 'relative/7' }] }
    await expect(getPromise(answering({ data: { StorageAPI: done } }), 'abc')).resolves.toEqual({
      send_status_code: 200,
      files: [{ file_id: 7 }],
    })
  })

  it('the stored files: the id and the type as given, nothing else required', async () => {
    const files = [{ file_id: 8, 'mime-type': 'image/heic' }, { file_id: 9 }]
    await expect(listDocs(answering({ data: { StorageAPI: { files } } }), 1)).resolves.toEqual(
      files,
    )
  })

  it('a code verification: the token only with success, a refusal without one', async () => {
    const body = { pf_id: 1, code: '000000', resource_id: 2, oid: 'o', oeid: 'e' }
    await expect(
      verifyCode(answering({ data: { SocialAPI: { success: false } } }), body),
    ).resolves.toEqual({ success: false })
    await expect(
      verifyCode(answering({ data: { SocialAPI: { success: true, access_token: 't' } } }), body),
    ).resolves.toEqual({ success: true, access_token: 't' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      verifyCode(answering({ data: { SocialAPI: { success: true } } }), body),
    ).rejects.toBeInstanceOf(SchemaValidationError)
  })

  it('a field the app uses that is missing still fails, and the console names it', async () => {
    const developer = vi.spyOn(console, 'error').mockImplementation(() => {})
    const call = getRating(answering({ data: { RecadAPI: { nota: 4 } } }), 1)
    await expect(call).rejects.toBeInstanceOf(SchemaValidationError)
    expect(developer).toHaveBeenCalledWith('v1/aval/1/', [
      expect.objectContaining({ path: ['data', 'RecadAPI', 'aval'] }),
    ])
  })
})
