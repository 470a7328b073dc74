import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, extname, join, resolve } from 'node:path'
import { seedFileBytes } from '@censo/fixtures'
import fp from 'fastify-plugin'
import { sha256Hex } from './checksum'

/**
 * The storage API's bytes (ADR 017): on disk beside the data file (`db.json` → `db.files/`),
 * one file per content, named by its sha-256; the data file keeps only their metadata. The
 * seeded files' bytes come from the fixtures and are written the first time they are read.
 * File addresses carry an expiring signature: `exp` (epoch seconds) and `sig` (HMAC-SHA256 of
 * `<file_id>.<exp>` with a server secret, base64url), since an `<img>` cannot send the token.
 */
export interface FileStore {
  /** The folder of the bytes. */
  readonly dir: string
  /** Writes bytes under their sha-256 (once); answers the sha. */
  put(bytes: Buffer): Promise<string>
  /** The bytes of a sha, or null when there are none. */
  read(sha: string): Promise<Buffer | null>
  /** Removes the bytes of a sha that no stored file uses any more (seeded bytes stay). */
  release(sha: string): Promise<void>
  /** `<base>/storage/v2/file/<id>/?exp=…&sig=…`: the file's signed address. */
  signedUrl(fileId: number, base: string): string
  /** Whether a signature is this server's for this file and has not expired. */
  verify(fileId: number, exp: number, sig: string): boolean
  /**
   * `exp=…&sig=…` of a person's photo (ADR 020), the HMAC over `foto.<pf_id>.<exp>` with a key of
   * its own; valid `ttlSeconds` (default MOCK_FILE_URL_TTL_SECONDS), on the same 10-minute grid.
   */
  photoSignature(pfId: number, ttlSeconds?: number): string
  /** Whether a photo signature is this server's for this person and has not expired. */
  verifyPhoto(pfId: number, exp: number, sig: string): boolean
  /** Delay before a new upload's promise answers 200 (ms); null: never. Tests change it. */
  uploadDelayMs: number | null
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore
  }
}

const seedBytes: ReadonlyMap<string, string> = new Map(
  Object.values(seedFileBytes).map((sample) => [sample.sha, sample.base64]),
)

const SHA_PATTERN = /^[0-9a-f]{64}$/
/** Signed addresses expire on a 10-minute grid, so a list read twice gives the same addresses. */
const EXPIRY_STEP_SECONDS = 600

/** A signature compared in constant time. */
function matches(given: string, wanted: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(wanted)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function filesDirOf(dataFile: string): string {
  const file = resolve(dataFile)
  return join(dirname(file), `${basename(file, extname(file))}.files`)
}

export default fp(
  async (app) => {
    const dir = filesDirOf(app.config.dataFile)
    const secret = createHmac('sha256', app.config.jwtSecret).update('storage-urls').digest()
    const signature = (fileId: number, exp: number) =>
      createHmac('sha256', secret).update(`${fileId}.${exp}`).digest('base64url')
    const photoSecret = createHmac('sha256', app.config.jwtSecret).update('photo-urls').digest()
    const photoSig = (pfId: number, exp: number) =>
      createHmac('sha256', photoSecret).update(`foto.${pfId}.${exp}`).digest('base64url')
    const expiry = (ttlSeconds: number) => {
      const now = Math.floor(app.config.now() / 1000)
      return Math.ceil((now + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS
    }
    const pathOf = (sha: string) => {
      if (!SHA_PATTERN.test(sha)) throw new Error(`not a sha-256: ${sha}`)
      return join(dir, sha)
    }
    const write = async (sha: string, bytes: Buffer) => {
      await mkdir(dir, { recursive: true })
      const temporary = join(dir, `.${sha}.${randomBytes(6).toString('hex')}`)
      await writeFile(temporary, bytes)
      await rename(temporary, pathOf(sha))
    }

    const files: FileStore = {
      dir,
      uploadDelayMs: app.config.uploadDelayMs,
      async put(bytes) {
        const sha = sha256Hex(bytes)
        if ((await readFile(pathOf(sha)).catch(() => null)) === null) await write(sha, bytes)
        return sha
      },
      async read(sha) {
        const bytes = await readFile(pathOf(sha)).catch(() => null)
        if (bytes) return bytes
        const seeded = seedBytes.get(sha)
        if (!seeded) return null
        const restored = Buffer.from(seeded, 'base64')
        await write(sha, restored)
        return restored
      },
      async release(sha) {
        if (seedBytes.has(sha)) return
        if (app.store.data.files.some((file) => file.sha === sha)) return
        await rm(pathOf(sha), { force: true })
      },
      signedUrl(fileId, base) {
        const exp = expiry(app.config.fileUrlTtlSeconds)
        return `${base}/storage/v2/file/${fileId}/?exp=${exp}&sig=${signature(fileId, exp)}`
      },
      verify(fileId, exp, sig) {
        if (exp * 1000 < app.config.now()) return false
        return matches(sig, signature(fileId, exp))
      },
      photoSignature(pfId, ttlSeconds = app.config.fileUrlTtlSeconds) {
        const exp = expiry(ttlSeconds)
        return `exp=${exp}&sig=${photoSig(pfId, exp)}`
      },
      verifyPhoto(pfId, exp, sig) {
        if (exp * 1000 < app.config.now()) return false
        return matches(sig, photoSig(pfId, exp))
      },
    }
    app.decorate('files', files)
  },
  { name: 'storage', decorators: { fastify: ['config', 'store'] } },
)
