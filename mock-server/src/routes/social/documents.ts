import {
  addCourseAnswerSchema,
  addCourseRequestSchema,
  certificateRequestSchema,
  cnhRequestSchema,
  councilCardRequestSchema,
  coursesAnswerSchema,
  deleteRequestSchema,
  identityRequestSchema,
  ppnRequestSchema,
  reservistRequestSchema,
  savedAnswerSchema,
  voterCardRequestSchema,
  type RecordPart,
} from '@censo/contracts'
import { metadata, type SeedDocuments, type SeedPerson } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { inList, rejectInvalid } from '../../domain/checks'
import { idsOf, nextId } from '../../domain/ids'
import { savedAnswer, writableRecord, writeRecordPart } from '../../domain/person-write'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { idParamSchema, pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'

const listas = metadata.listas

type DocumentKey = Exclude<keyof SeedDocuments, 'ctps'> & RecordPart

/** The path of each document's POST, by the key the record stores the document under. */
export const DOCUMENT_PATHS = {
  rg: 'identidade',
  ppn: 'ppn',
  cnh: 'cnh',
  titulo_eleitor: 'titulo-eleitor',
  cert: 'cert',
  cart_class: 'cart-class',
  reservista: 'res',
} as const satisfies Record<DocumentKey, string>

const courseParamsSchema = z.object({
  pf_id: idParamSchema,
  curso_id: idParamSchema,
})

const nextCursoId = (persons: readonly SeedPerson[]) =>
  nextId(
    idsOf(
      persons,
      (person) => person.cursos,
      (curso) => curso.curso_id,
    ),
    9000,
  )

type DocumentBody = z.ZodMiniType<{ pf_id: number; device: unknown }>

/**
 * A document written by one POST (census-wizard §7): the key it is stored under (which names its
 * path), the body's schema, and the checks against the metadata lists beyond the schema.
 */
interface DocumentWrite<Body extends DocumentBody> {
  key: DocumentKey
  summary: string
  body: Body
  checks?: (document: z.output<Body>) => Record<string, boolean>
}

/** Documents (step 1): one POST per document, the degrees list (census-wizard §7). */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = personRouteOptions(app, ['social: documents'])

  /** One POST that replaces a document of the record (its own or a dependant's). */
  function register<Body extends DocumentBody>(document: DocumentWrite<Body>) {
    app.post(
      `/v1/pessoa-fisica/${DOCUMENT_PATHS[document.key]}/`,
      write(savedAnswerSchema, { summary: document.summary, body: document.body }),
      async (request) => {
        // Already valid (the route's schema); parsed again for its type, which is generic here.
        const body = z.parse(document.body, request.body)
        const { device: _device, pf_id, ...fields } = body
        const self = personOf(request)
        writableRecord(app, self, pf_id)
        if (document.checks) rejectInvalid(document.checks(body))
        const at = await writeRecordPart(app, self, pf_id, document.key, (person) => {
          person.documentos = { ...person.documentos, [document.key]: fields }
        })
        return savedAnswer(pf_id, at)
      },
    )
  }

  register({
    key: 'rg',
    summary: 'Identity (RG): all four fields; UF and issuing body from the metadata lists',
    body: identityRequestSchema,
    checks: (rg) => ({
      pf_rg_uf: inList(listas.ufs, rg.pf_rg_uf),
      pf_rg_ent_classe_meta: inList(listas.orgaos_emissores, rg.pf_rg_ent_classe_meta),
    }),
  })
  register({
    key: 'ppn',
    summary: 'PIS/PASEP/NIT: at most 11 digits (both fields may be null)',
    body: ppnRequestSchema,
  })
  register({
    key: 'cnh',
    summary: 'Driver licence: all but the observation (at most 35); category from the list',
    body: cnhRequestSchema,
    checks: (cnh) => ({ pf_cnh_cat: inList(listas.categorias_cnh, cnh.pf_cnh_cat) }),
  })
  register({
    key: 'titulo_eleitor',
    summary: 'Voter card: number, section, zone, issue date and city (0 when unknown)',
    body: voterCardRequestSchema,
  })
  register({
    key: 'cert',
    summary: 'Birth (N) or marriage (C) certificate: all four fields',
    body: certificateRequestSchema,
  })
  register({
    key: 'cart_class',
    summary: 'Professional council card: type, number and issue date; validity optional',
    body: councilCardRequestSchema,
  })
  register({
    key: 'reservista',
    summary: 'Reservista: number and issue date',
    body: reservistRequestSchema,
  })

  app.get(
    '/v1/pessoa-fisica/cursos/:pf_id/',
    read(coursesAnswerSchema, {
      summary: 'Academic degrees of the person',
      params: pfIdParamsSchema,
    }),
    async (request) => {
      const person = writableRecord(app, personOf(request), request.params.pf_id)
      return { data: { SocialAPI: person.cursos ?? [] } }
    },
  )

  app.post(
    '/v1/pessoa-fisica/cursos/',
    write(addCourseAnswerSchema, {
      summary: 'Add an academic degree',
      body: addCourseRequestSchema,
    }),
    async (request) => {
      const { device: _device, pf_id, ...course } = request.body
      const self = personOf(request)
      writableRecord(app, self, pf_id)
      let cursoId = 0
      const at = await writeRecordPart(app, self, pf_id, 'cursos', (person, data) => {
        cursoId = nextCursoId(data.persons)
        person.cursos = [...(person.cursos ?? []), { curso_id: cursoId, ...course }]
      })
      if (!cursoId) throw new HttpProblem(404)
      return { data: { SocialAPI: { pf_id, curso_id: cursoId, data_hora: at } } }
    },
  )

  app.delete(
    '/v1/pessoa-fisica/cursos/:pf_id/:curso_id/',
    write(savedAnswerSchema, {
      summary: 'Remove an academic degree (404 when the person has no such degree)',
      params: courseParamsSchema,
      body: deleteRequestSchema,
    }),
    async (request) => {
      const { pf_id, curso_id } = request.params
      const self = personOf(request)
      const person = writableRecord(app, self, pf_id)
      if (!(person.cursos ?? []).some((curso) => curso.curso_id === curso_id)) {
        throw new HttpProblem(404)
      }
      const at = await writeRecordPart(app, self, pf_id, 'cursos', (stored) => {
        stored.cursos = (stored.cursos ?? []).filter((curso) => curso.curso_id !== curso_id)
      })
      return savedAnswer(pf_id, at)
    },
  )
}

export default documentRoutes
