import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { caseStatus } from '@/test/case-status'
import { mockFetch } from '@/test/fetch'
import { caseStatusQueryOptions } from './case-status'

const PF_ID = 42
const STATUS_PATH = `/recad/v1/higienize-segurado/${PF_ID}/`

const answered = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

function readStatus(pfId = PF_ID) {
  return new QueryClient().fetchQuery(caseStatusQueryOptions(pfId))
}

const paths = (server: ReturnType<typeof mockFetch>) =>
  server.calls.map((call) => new URL(call.url, 'http://x').pathname)

describe('case status query and the read the page started', () => {
  afterEach(() => {
    window.censoCaseStatusRead = undefined
  })

  it('takes the started read of the same person: its record, or none for a 404, no other call', async () => {
    const server = mockFetch([])
    window.censoCaseStatusRead = { pfId: PF_ID, response: answered(caseStatus('locked')) }
    await expect(readStatus()).resolves.toMatchObject({ status: 'locked' })
    window.censoCaseStatusRead = {
      pfId: PF_ID,
      response: answered({ error: { status: 404 } }, 404),
    }
    await expect(readStatus()).resolves.toBeNull()
    expect(server.calls).toEqual([])
    expect(window.censoCaseStatusRead).toBeUndefined()
  })

  it.each([
    ['an error status', answered({ error: { status: 500, message: 'falhou' } }, 500)],
    ['an answer that does not fit', answered({ data: { RecadAPI: { status: 'aberto' } } })],
    ['no answer (sent offline)', Promise.resolve(null)],
  ])('asks again through the client after %s', async (_case, response) => {
    const server = mockFetch([{ path: STATUS_PATH, body: caseStatus('released') }])
    window.censoCaseStatusRead = { pfId: PF_ID, response }
    await expect(readStatus()).resolves.toMatchObject({ status: 'released' })
    expect(paths(server)).toEqual([STATUS_PATH])
  })

  it("never answers with another person's read, and takes a read once", async () => {
    const server = mockFetch([{ path: STATUS_PATH, status: 404, body: { error: { status: 404 } } }])
    window.censoCaseStatusRead = { pfId: 7, response: answered(caseStatus('done')) }
    await expect(readStatus()).resolves.toBeNull()
    expect(window.censoCaseStatusRead).toBeUndefined()
    await expect(readStatus()).resolves.toBeNull()
    expect(paths(server)).toEqual([STATUS_PATH, STATUS_PATH])
  })
})
