import { seedFileBytes } from '@censo/fixtures'
import * as z from 'zod/mini'
import type { StoredFileRecord } from '../../../../domain/model'
import { stateParams, withRecord, type StateSetup } from '../state-context'

/**
 * Step 6's provider state (storage, social and recad pacts): the person with the record its
 * parameters give (document lists, photo, work card), the stored files (their bytes: the seeded
 * samples, a PNG or the PDF) sent by the person in one send, done or still processing.
 */
const filesParamsSchema = z.object({
  files: z.array(
    z.object({
      file_id: z.number(),
      name: z.string(),
      'mime-type': z.enum(['image/png', 'application/pdf']),
    }),
  ),
  send: z.object({ send_id: z.string(), status: z.enum(['done', 'processing']) }),
})

export const states: Record<string, StateSetup> = {
  'a logged-in person with stored files': async (app, raw) => {
    const { files, send } = z.parse(filesParamsSchema, raw)
    const person = stateParams(raw)
    await withRecord(app, raw)
    const timestamp = '2026-03-02T12:05:00.000Z'
    await app.store.update((data) => {
      const ids = new Set(files.map((file) => file.file_id))
      data.files = data.files.filter((file) => !ids.has(file.file_id))
      const stored: StoredFileRecord[] = files.map((file) => {
        const sample =
          file['mime-type'] === 'application/pdf' ? seedFileBytes.ato : seedFileBytes.rg
        return {
          file_id: file.file_id,
          ref_id: person.pf_id,
          sha: sample.sha,
          mime: sample.mime,
          name: file.name,
          size: sample.size,
          author: { oid: person.oid, uupfid: person.pf_id, nome: 'Maria da Silva', timestamp },
          send_id: send.send_id,
        }
      })
      data.files.push(...stored)
      data.sends.push({
        send_id: send.send_id,
        pf_id: person.pf_id,
        ref_id: person.pf_id,
        file_ids: stored.map((file) => file.file_id),
        created_at: 0,
        ready_at: send.status === 'done' ? 0 : null,
      })
    })
  },
}
