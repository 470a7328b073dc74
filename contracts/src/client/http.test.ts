import ky, { type Input } from 'ky'
import { describe, expect, it } from 'vitest'
import { protocolHooks, sha256Hex } from './http'

const device = { id: 'dev0123456789abcdefghijklmnopq', lat: -8.0476, lng: -34.877 }

/** A ky instance with the protocol hooks whose fetch keeps what each request sent. */
function recording() {
  const sent: { bytes: ArrayBuffer; checksum: string | null }[] = []
  const http = ky.create({
    prefix: 'http://api.test',
    retry: 0,
    hooks: protocolHooks({ device: () => device, token: () => null }),
    fetch: async (input: Input) => {
      if (!(input instanceof Request)) throw new TypeError('ky passes a Request')
      sent.push({ bytes: await input.arrayBuffer(), checksum: input.headers.get('X-Checksum') })
      return new Response(null, { status: 204 })
    },
  })
  return { http, sent }
}

describe('X-Checksum', () => {
  it('is the sha-256 of the exact bytes a JSON write sends, accents included', async () => {
    const { http, sent } = recording()
    await http.post('v1/x/', { json: { nome: 'Conceição Araújo', n: 1 } })
    const [request] = sent
    expect(new TextDecoder().decode(request?.bytes)).toBe(
      JSON.stringify({ nome: 'Conceição Araújo', n: 1, device }),
    )
    expect(request?.checksum).toBe(await sha256Hex(request?.bytes ?? new ArrayBuffer(0)))
  })

  it('is the sha-256 of a body that is not JSON, read back from the request', async () => {
    const { http, sent } = recording()
    const bytes = new Uint8Array([0, 1, 2, 250, 251])
    await http.put('v1/x/', { body: new Blob([bytes]) })
    expect(sent[0]?.checksum).toBe(await sha256Hex(bytes))
  })

  it('is left out of reads and of writes without a body', async () => {
    const { http, sent } = recording()
    await http.get('v1/x/')
    await http.delete('v1/x/')
    expect(sent.map((request) => request.checksum)).toEqual([null, null])
  })
})
