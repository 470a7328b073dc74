import * as z from 'zod/mini'
import { pfIdSchema, withDevice } from '../common'
import { fileIdSchema, signedUrlSchema, storageAuthorSchema } from '../storage/files'
import { socialAnswer } from './envelope'

/**
 * Step 6's document lists on the social API (census-wizard §3 Document images, §7 Images;
 * access-and-screens §7 documents read for the session): a list of stored files per document type
 * hash, the photo (wa9tia) in a public and a private list, and the work-card images.
 */

/** The photo's type hash (§3): its items carry foto_url and it has public and private lists. */
export const PHOTO_TYPE = 'wa9tia'

/** Marital status codes that make the marriage certificate required (census-wizard §5, §9). */
export const MARRIED_STATUSES: readonly string[] = ['t5f9wm', 'krcd3f', 'z46swh']

/** The document type hashes census-wizard §3 names (their labels and tips come from metadata). */
export const IMAGE_TYPE = {
  foto: PHOTO_TYPE,
  contracheque: 'i0k6d5',
  portariaNomeacao: 'er0zqc',
  atoPosse: 'ebdf70',
  atoConcessao: 'd06f17',
  cnis: 'cnis',
  rg: 'eoaedt',
  cnh: 'ydog05',
  tituloEleitor: 'b2j5qi',
  reservista: 'tdlt8z',
  laudoPcd: 'btvl1j',
  certidaoCasamento: 'kilwf3',
  escolaridade: 'cjiy3i',
  certidaoObito: 'b1f25k',
  pisPasep: 'hg7h0v',
  dependentes: 'hash_dep',
} as const
/** Types the recad API keeps (§7: its document change is for these only), plus cnis it reads. */
export const RECAD_CHANGE_TYPES = ['i0k6d5', 'er0zqc', 'ebdf70', 'd06f17'] as const
export const RECAD_DOCUMENT_TYPES = [...RECAD_CHANGE_TYPES, 'cnis'] as const
/** At most this many type hashes in one change's `add` or `remove`. */
export const MAX_CHANGE_TYPES = 20

/** A document type hash (metadata `tipos_imagem` or `documentos_dependente`): opaque text. */
export const imageTypeSchema = z.string().check(z.regex(/^[a-z0-9_]{2,20}$/))

/** One stored file in a type's list (§3), with its signed address (ADR 017). */
export const documentImageSchema = z.object({
  file_id: fileIdSchema,
  author: storageAuthorSchema,
  url: signedUrlSchema,
})
export type DocumentImage = z.infer<typeof documentImageSchema>

/** One photo: the same, its address as foto_url. */
export const photoImageSchema = z.object({
  file_id: fileIdSchema,
  author: storageAuthorSchema,
  foto_url: signedUrlSchema,
})
export type PhotoImage = z.infer<typeof photoImageSchema>
export const photoListsSchema = z.object({
  public: z.array(photoImageSchema),
  private: z.array(photoImageSchema),
})
export type PhotoLists = z.infer<typeof photoListsSchema>

/**
 * `{params}` of the document read: `all`, or type hashes separated by commas (ADR 017); the photo
 * lists always come.
 */
export const documentParamsSchema = z
  .string()
  .check(z.maxLength(400), z.regex(/^(all|[a-z0-9_]{2,20}(,[a-z0-9_]{2,20})*)$/))

/** GET {social}/v1/pessoa-fisica/document/{pf_id}/{params}/ */
export const documentImagesSchema = z.object({
  pf_id: pfIdSchema,
  /**
   * Type hash → its stored files (types without files are left out). Any key is read: a backend
   * may keep types this entity's metadata does not list, and the wizard looks up only its own.
   */
  documents: z.record(z.string(), z.array(documentImageSchema)),
  [PHOTO_TYPE]: photoListsSchema,
})
export type DocumentImages = z.infer<typeof documentImagesSchema>
export const documentImagesAnswerSchema = socialAnswer(documentImagesSchema)

const typeListSchema = z.array(imageTypeSchema).check(z.maxLength(MAX_CHANGE_TYPES))

/**
 * PUT {social}/v1/pessoa-fisica/document/change/ — attaches a stored file to the lists of the
 * `add` types and takes it out of the `remove` ones (of the person's own record or a dependant's).
 */
export const documentChangeRequestSchema = withDevice({
  pf_id: pfIdSchema,
  file_id: fileIdSchema,
  add: typeListSchema,
  remove: typeListSchema,
})
export type DocumentChangeRequest = z.infer<typeof documentChangeRequestSchema>

/** POST {social}/v1/pessoa-fisica/foto/ — a sent image becomes the person's (private) photo. */
export const photoRequestSchema = withDevice({ pf_id: pfIdSchema, file_id: fileIdSchema })
export type PhotoRequest = z.infer<typeof photoRequestSchema>

/** GET {social}/v1/pessoa-fisica/ctps/doc/{pf_id}/{ctps_id}/ and …/ctps/contratos/doc/…: files. */
export const workCardImagesAnswerSchema = socialAnswer(z.array(documentImageSchema))
