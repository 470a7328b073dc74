import type { KyInstance } from 'ky'
import { metaAnswerSchema, type Metadata } from '../../schemas/meta/metadata'
import { call } from '../call'

/** GET {meta}/v2/data/{app id}/ — the single metadata item. */
export async function getMetadata(http: KyInstance, appId: string): Promise<Metadata> {
  const answer = await call(http, 'get', `v2/data/${encodeURIComponent(appId)}/`, metaAnswerSchema)
  const item = answer.items[0]
  if (!item) throw new Error('metadata answer has no items')
  return item.value
}
