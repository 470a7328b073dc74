import {
  documentChangeRequestSchema,
  documentImagesAnswerSchema,
  documentParamsSchema,
  PHOTO_TYPE,
  photoRequestSchema,
  RECAD_CHANGE_TYPES,
  RECAD_DOCUMENT_TYPES,
  workCardImagesAnswerSchema,
} from '@censo/contracts/schemas/social/document-images'
import { deleteRequestSchema, fileIdSchema, savedAnswerSchema } from '@censo/contracts'
import { metadata, type SeedPerson } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { rejectInvalid } from '../../domain/checks'
import { nowIso } from '../../domain/clock'
import { changeDocument, fileOfRecord, imageItems, photoLists } from '../../domain/document-images'
import { savedAnswer, updatePerson, writableRecord } from '../../domain/person-write'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { idParamSchema, pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'
import { publicBase } from '../public-base'

const recadTypes: ReadonlySet<string> = new Set(RECAD_DOCUMENT_TYPES)
const recadChangeTypes: ReadonlySet<string> = new Set(RECAD_CHANGE_TYPES)

/**
 * Types the social change takes: the metadata's image types (less the photo, which has its own
 * call, and the four the recad API keeps) and the dependants' document types (ADR 017).
 */
export const SOCIAL_CHANGE_TYPES: ReadonlySet<string> = new Set([
  ...metadata.listas.tipos_imagem
    .map((option) => option.value)
    .filter((type) => type !== PHOTO_TYPE && !recadChangeTypes.has(type)),
  ...metadata.listas.documentos_dependente.map((option) => option.value),
])

/** The work card's number as its id in the path (its digits), or null without a work card. */
function ctpsIdOf(person: SeedPerson): number | null {
  const digits = person.documentos?.ctps?.pf_ctps?.replace(/\D/g, '') ?? ''
  return digits ? Number(digits) : null
}

/**
 * Step 6 on the social API (census-wizard §7 Images; access-and-screens §7): the document read,
 * the document change, the photo and the work-card images. Only the person's own record and
 * their dependants' (ownsRecord); writes are 405 while the case is locked or done.
 */
const documentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = personRouteOptions(app, ['social: document images'])

  app.get(
    '/v1/pessoa-fisica/document/:pf_id/:params/',
    read(documentImagesAnswerSchema, {
      summary:
        'The document lists of a person (or a dependant) by type hash: `all` or hashes separated by commas; the photo lists always come (the recad types come from the recad API)',
      params: z.object({ pf_id: idParamSchema, params: documentParamsSchema }),
    }),
    async (request) => {
      const { pf_id, params } = request.params
      const person = writableRecord(app, personOf(request), pf_id)
      const wanted = params === 'all' ? null : new Set(params.split(','))
      const base = publicBase(app, request)
      const documents = Object.fromEntries(
        Object.entries(person.imagens ?? {})
          .filter(([type]) => !recadTypes.has(type) && (!wanted || wanted.has(type)))
          .map(([type, ids]) => [type, imageItems(app, ids, base)] as const)
          .filter(([, items]) => items.length > 0),
      )
      return {
        data: {
          SocialAPI: { pf_id, documents, [PHOTO_TYPE]: photoLists(app, person, base) },
        },
      }
    },
  )

  app.put(
    '/v1/pessoa-fisica/document/change/',
    write(savedAnswerSchema, {
      summary:
        'Attach a sent file to document types (add) or take it out of them (remove); not the photo nor the recad types',
      body: documentChangeRequestSchema,
    }),
    async (request) => {
      const at = await changeDocument(app, personOf(request), request.body, SOCIAL_CHANGE_TYPES)
      return savedAnswer(request.body.pf_id, at)
    },
  )

  app.post(
    '/v1/pessoa-fisica/foto/',
    write(savedAnswerSchema, {
      summary: "A sent image becomes the person's photo (its private list)",
      body: photoRequestSchema,
    }),
    async (request) => {
      const { pf_id, file_id } = request.body
      writableRecord(app, personOf(request), pf_id)
      const file = fileOfRecord(app.store.data, pf_id, file_id)
      rejectInvalid({ file_id: file.mime.startsWith('image/') })
      await updatePerson(app, pf_id, (person) => {
        const fotos = person.fotos ?? { public: [], private: [] }
        if (!fotos.private.includes(file_id)) fotos.private = [...fotos.private, file_id]
        person.fotos = fotos
      })
      return savedAnswer(pf_id, nowIso(app))
    },
  )

  app.delete(
    '/v1/pessoa-fisica/foto/:pf_id/:file_id/',
    write(savedAnswerSchema, {
      summary: "Take an image out of the person's photo lists (404 when neither holds it)",
      params: z.object({ pf_id: idParamSchema, file_id: z.pipe(idParamSchema, fileIdSchema) }),
      body: deleteRequestSchema,
    }),
    async (request) => {
      const { pf_id, file_id } = request.params
      const person = writableRecord(app, personOf(request), pf_id)
      const held = [...(person.fotos?.public ?? []), ...(person.fotos?.private ?? [])]
      if (!held.includes(file_id)) throw new HttpProblem(404)
      await updatePerson(app, pf_id, (stored) => {
        const fotos = stored.fotos ?? { public: [], private: [] }
        stored.fotos = {
          public: fotos.public.filter((id) => id !== file_id),
          private: fotos.private.filter((id) => id !== file_id),
        }
      })
      return savedAnswer(pf_id, nowIso(app))
    },
  )

  for (const [path, list, summary] of [
    ['ctps/doc', 'doc', 'The work card’s images'],
    ['ctps/contratos/doc', 'contratos', 'The images of the work card’s contracts'],
  ] as const) {
    app.get(
      `/v1/pessoa-fisica/${path}/:pf_id/:ctps_id/`,
      read(workCardImagesAnswerSchema, {
        summary: `${summary} (ctps_id: the digits of its number; 404 for another)`,
        params: z.object({ ...pfIdParamsSchema.shape, ctps_id: idParamSchema }),
      }),
      async (request) => {
        const { pf_id, ctps_id } = request.params
        const person = writableRecord(app, personOf(request), pf_id)
        if (ctpsIdOf(person) !== ctps_id) throw new HttpProblem(404)
        const ids = person.ctps_imagens?.[list] ?? []
        return { data: { SocialAPI: imageItems(app, ids, publicBase(app, request)) } }
      },
    )
  }
}

export default documentImageRoutes
