import type { KyInstance } from 'ky'
import { metaAnswerSchema, type Metadata } from '../schemas/meta'

/** GET {meta}/v2/data/{app id}/ — the single metadata item. */
export async function getMetadata(http: KyInstance, appId: string): Promise<Metadata> {
  const answer = await http.get(`v2/data/${encodeURIComponent(appId)}/`).json(metaAnswerSchema)
  const item = answer.items[0]
  if (!item) throw new Error('metadata answer has no items')
  return item.value
}
