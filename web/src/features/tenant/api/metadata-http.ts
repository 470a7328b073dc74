import { metaClient } from '@censo/contracts/client'
import { api } from '@/lib/api/api'
import { config } from '@/config/env'

/** The metadata read through the app's HTTP client (loaded when first needed, see metadata.ts). */
export function readMetadataOverHttp() {
  return metaClient.getMetadata(api.meta, config.appId)
}
