import { seedFileBytes } from '@censo/fixtures'
import { sha256Hex } from '../../plugins/checksum'
import type { WriteExample } from '../write-example'

const { sha, base64 } = seedFileBytes.rg
const files = [
  { name: 'rg.png', 'mime-type': 'image/png', upload_tipo_cod: [99], sha, data: base64 },
]
/** Nobody's file: a well-formed delete of it is a 404. */
const noFile = 999999

export const examples: WriteExample[] = [
  {
    url: '/storage/v2/upload/1001/',
    body: { files, checksum: sha256Hex(sha) },
    auth: 'person',
    ok: 200,
    foreignUrl: '/storage/v2/upload/1002/',
  },
  {
    method: 'DELETE',
    url: `/storage/v2/doc/${noFile}/delete/`,
    body: {},
    auth: 'person',
    ok: 404,
  },
]
