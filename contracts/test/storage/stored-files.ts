import { MatchersV3 } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import { example, personState } from '../support'
import { isoDateTime } from '../wire'

/**
 * What step 6's interactions share (storage, social and recad): the provider state of a person
 * with stored files (ADR 017), the files themselves and the matchers of their items.
 */

const { regex, like } = MatchersV3

/** A 2×2 PNG: its bytes in base64 and their sha-256 (what the storage checks). */
export const png = {
  base64:
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPg9u/i9u9igFAAFwIDkd8vv2cAAAAASUVORK5CYII=',
  sha: 'b02e70fb92e2e083b879ad6474676436e5d92b6e937a20fdcc4a9c6a9d76b097',
}

/** File ids the provider stores for the state's person (their bytes: seeded samples). */
export const fileIds = { rg: 930001, foto: 930002, ctps: 930003, ato: 930004 } as const
export const sendId = '0123456789abcdef0123456789abcdef'

/** Provider state "a logged-in person with stored files": the files, their send and lists. */
export function withFiles(record: JsonMap = {}, send: 'done' | 'processing' = 'done') {
  return personState('a logged-in person with stored files', {
    record,
    files: [
      { file_id: fileIds.rg, name: 'rg.png', 'mime-type': 'image/png' },
      { file_id: fileIds.foto, name: 'foto.png', 'mime-type': 'image/png' },
      { file_id: fileIds.ctps, name: 'ctps.png', 'mime-type': 'image/png' },
      { file_id: fileIds.ato, name: 'ato.pdf', 'mime-type': 'application/pdf' },
    ],
    send: { send_id: sendId, status: send },
  })
}

/** A signed address of the storage: its shape is the contract, its value the provider's. */
export const signedUrl = (fileId: number) =>
  regex(
    /^https?:\/\/[^/]+\/storage\/v2\/file\/\d+\/\?exp=\d+&sig=[\w-]{43}$/,
    `http://localhost:3333/storage/v2/file/${fileId}/?exp=1767225600&sig=${'A'.repeat(43)}`,
  )

/** The author of the state's files: the person, who sent them. */
export const author = {
  oid: example.oid,
  uupfid: example.pfId,
  nome: like('Maria da Silva'),
  timestamp: isoDateTime('2026-03-02T12:05:00.000Z'),
}

/** An item of a document list (§3 {file_id, author}, with its url). */
export const documentItem = (fileId: number) => ({
  file_id: fileId,
  author,
  url: signedUrl(fileId),
})

/** An item of a photo list: its url is foto_url. */
export const photoItem = (fileId: number) => ({
  file_id: fileId,
  author,
  foto_url: signedUrl(fileId),
})
