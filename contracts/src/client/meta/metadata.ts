import type { KyInstance } from 'ky'
import { metaAnswerSchema, metadataOfAnswer, type Metadata } from '../../schemas/meta/metadata'
import { call } from '../call'

/** GET {meta}/v2/data/{app id}/ — the single metadata item. */
export async function getMetadata(http: KyInstance, appId: string): Promise<Metadata> {
  return metadataOfAnswer(
    await call(http, 'get', `v2/data/${encodeURIComponent(appId)}/`, metaAnswerSchema),
  )
}
