import {
  addCourseAnswerSchema,
  addCourseRequestSchema,
  certificateRequestSchema,
  cnhRequestSchema,
  councilCardRequestSchema,
  coursesAnswerSchema,
  deleteCourseRequestSchema,
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
import { assertWritable, stamp } from '../../domain/person-record'
import { findPerson } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { nowIso } from '../case-updates'
import { idParamSchema, pfIdParamsSchema } from '../params'
import { errorResponses, PERSON_WRITE_ERRORS, READ_ERRORS } from '../responses'
import { inList, rejectInvalid } from './profile'

const tags = ['social: documents']
const listas = metadata.listas

type DocumentKey = Exclude<keyof SeedDocuments, 'ctps'> & RecordPart

const courseParamsSchema = z.object({
  pf_id: idParamSchema,
  curso_id: idParamSchema,
})

function nextCursoId(persons: SeedPerson[]): number {
  const ids = persons.flatMap((person) => (person.cursos ?? []).map((curso) => curso.curso_id))
  return Math.max(9000, ...ids) + 1
}

/** Documents (step 1): one POST per document, the degrees list (census-wizard §7). */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = [app.requirePerson, app.requireEditableCase]
  const responses = { 200: savedAnswerSchema, ...errorResponses(...PERSON_WRITE_ERRORS) }

  /** The person whose record the body's pf_id names (own record or a dependant's). */
  function target(self: SeedPerson | null, pfId: number): SeedPerson {
    if (!self) throw new HttpProblem(401)
    assertWritable(self, pfId)
    const person = findPerson(app.store.data, pfId)
    if (!person) throw new HttpProblem(404)
    return person
  }

  /** Replaces one document of the record (validation already passed) and stamps its author. */
  async function store<Key extends DocumentKey>(
    self: SeedPerson | null,
    pfId: number,
    key: Key,
    value: NonNullable<SeedDocuments[Key]>,
  ) {
    const at = nowIso(app)
    await app.store.update((data) => {
      const person = findPerson(data, pfId)
      if (!person) return
      person.documentos = { ...person.documentos, [key]: value }
      stamp(person, key, self?.pf_id ?? pfId, at)
    })
    return { data: { SocialAPI: { pf_id: pfId, data_hora: at } } }
  }

  app.post(
    '/v1/pessoa-fisica/identidade/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Identity (RG): all four fields; UF and issuing body from the metadata lists',
        body: identityRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...rg } = request.body
      target(request.person, pf_id)
      rejectInvalid({
        pf_rg_uf: inList(listas.ufs, rg.pf_rg_uf),
        pf_rg_ent_classe_meta: inList(listas.orgaos_emissores, rg.pf_rg_ent_classe_meta),
      })
      return store(request.person, pf_id, 'rg', rg)
    },
  )

  app.post(
    '/v1/pessoa-fisica/ppn/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'PIS/PASEP/NIT: at most 11 digits (both fields may be null)',
        body: ppnRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...ppn } = request.body
      target(request.person, pf_id)
      return store(request.person, pf_id, 'ppn', ppn)
    },
  )

  app.post(
    '/v1/pessoa-fisica/cnh/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Driver licence: all but the observation (at most 35); category from the list',
        body: cnhRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...cnh } = request.body
      target(request.person, pf_id)
      rejectInvalid({ pf_cnh_cat: inList(listas.categorias_cnh, cnh.pf_cnh_cat) })
      return store(request.person, pf_id, 'cnh', cnh)
    },
  )

  app.post(
    '/v1/pessoa-fisica/titulo-eleitor/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Voter card: number, section, zone, issue date and city (0 when unknown)',
        body: voterCardRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...card } = request.body
      target(request.person, pf_id)
      return store(request.person, pf_id, 'titulo_eleitor', card)
    },
  )

  app.post(
    '/v1/pessoa-fisica/cert/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Birth (N) or marriage (C) certificate: all four fields',
        body: certificateRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...cert } = request.body
      target(request.person, pf_id)
      return store(request.person, pf_id, 'cert', cert)
    },
  )

  app.post(
    '/v1/pessoa-fisica/cart-class/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Professional council card: type, number and issue date; validity optional',
        body: councilCardRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...card } = request.body
      target(request.person, pf_id)
      return store(request.person, pf_id, 'cart_class', card)
    },
  )

  app.post(
    '/v1/pessoa-fisica/res/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Reservista: number and issue date',
        body: reservistRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...res } = request.body
      target(request.person, pf_id)
      return store(request.person, pf_id, 'reservista', res)
    },
  )

  app.get(
    '/v1/pessoa-fisica/cursos/:pf_id/',
    {
      preHandler: app.requirePerson,
      schema: {
        tags,
        summary: 'Academic degrees of the person',
        params: pfIdParamsSchema,
        response: { 200: coursesAnswerSchema, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      const person = target(request.person, request.params.pf_id)
      return { data: { SocialAPI: person.cursos ?? [] } }
    },
  )

  app.post(
    '/v1/pessoa-fisica/cursos/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Add an academic degree',
        body: addCourseRequestSchema,
        response: { 200: addCourseAnswerSchema, ...errorResponses(...PERSON_WRITE_ERRORS) },
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...course } = request.body
      target(request.person, pf_id)
      const at = nowIso(app)
      let cursoId = 0
      await app.store.update((data) => {
        const person = findPerson(data, pf_id)
        if (!person) return
        cursoId = nextCursoId(data.persons)
        person.cursos = [...(person.cursos ?? []), { curso_id: cursoId, ...course }]
        stamp(person, 'cursos', request.person?.pf_id ?? pf_id, at)
      })
      if (!cursoId) throw new HttpProblem(404)
      return { data: { SocialAPI: { pf_id, curso_id: cursoId, data_hora: at } } }
    },
  )

  app.delete(
    '/v1/pessoa-fisica/cursos/:pf_id/:curso_id/',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Remove an academic degree (404 when the person has no such degree)',
        params: courseParamsSchema,
        body: deleteCourseRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const { pf_id, curso_id } = request.params
      const person = target(request.person, pf_id)
      if (!(person.cursos ?? []).some((curso) => curso.curso_id === curso_id)) {
        throw new HttpProblem(404)
      }
      const at = nowIso(app)
      await app.store.update((data) => {
        const stored = findPerson(data, pf_id)
        if (!stored) return
        stored.cursos = (stored.cursos ?? []).filter((curso) => curso.curso_id !== curso_id)
        stamp(stored, 'cursos', request.person?.pf_id ?? pf_id, at)
      })
      return { data: { SocialAPI: { pf_id, data_hora: at } } }
    },
  )
}

export default documentRoutes
