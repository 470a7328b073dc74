import {
  exchangeAnswerSchema,
  exchangeRequestSchema,
  insertPersonAnswerSchema,
  insertPersonRequestSchema,
  isIsoDate,
  isValidCpf,
  type ExchangePerson,
} from '@censo/contracts'
import { metadata } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { exchangeEntry } from '../../domain/record'
import { insertPerson } from '../../domain/person-write'
import { assertReadable, findPerson } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { todayIso } from '../../domain/clock'
import { publicBase } from '../public-base'
import { errorResponses, WRITE_ERRORS } from '../responses'

const DEFAULT_ENTITY = Object.keys(metadata.censo_domain)[0] ?? 'recife'

const personRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/pessoa-fisica/exchange/',
    {
      onRequest: app.requirePerson,
      schema: {
        tags: ['social: person'],
        summary:
          'Read persons by field list (own pf_id and dependants; only nome and foto_url of the case technician and the authors of the record)',
        body: exchangeRequestSchema,
        response: { 200: exchangeAnswerSchema, ...errorResponses(...WRITE_ERRORS) },
      },
    },
    async (request) => {
      const self = personOf(request)
      const { pf_ids, options } = request.body
      const base = publicBase(app, request)
      const answer: Record<string, ExchangePerson> = {}
      const context = {
        base,
        foto: options.foto,
        signPhoto: (id: number) => app.files.photoSignature(id),
        findPerson: (id: number) => findPerson(app.store.data, id),
      }
      for (const pfId of pf_ids) {
        assertReadable(self, pfId, options.fields)
        const target = findPerson(app.store.data, pfId)
        if (!target) throw new HttpProblem(404)
        answer[String(pfId)] = exchangeEntry(target, options.fields, context)
      }
      return { data: { SocialAPI: answer } }
    },
  )

  app.post(
    '/v3/pessoa-fisica/inserir/',
    {
      onRequest: app.requireAppOrPerson,
      schema: {
        tags: ['social: person'],
        summary: 'Create a person by CPF and birth date',
        body: insertPersonRequestSchema,
        response: { 200: insertPersonAnswerSchema, ...errorResponses(...WRITE_ERRORS, 409) },
      },
    },
    async (request) => {
      const { cpf, nascimento } = request.body
      if (!isValidCpf(cpf)) throw new HttpProblem(406, undefined, ['cpf'])
      if (!isIsoDate(nascimento) || nascimento > todayIso(app)) {
        throw new HttpProblem(406, undefined, ['nascimento'])
      }
      if (app.store.data.persons.some((person) => person.cpf === cpf)) throw new HttpProblem(409)
      const { entity, oid, oeid } = request.tokenPerson ?? {
        entity: DEFAULT_ENTITY,
        oid: '',
        oeid: '',
      }
      const pfId = await insertPerson(app, {
        cpf,
        nascimento,
        nome: '',
        sexo: null,
        entity,
        oid,
        oeid,
      })
      return { data: { SocialAPI: { pf_id: pfId } } }
    },
  )
}

export default personRoutes
