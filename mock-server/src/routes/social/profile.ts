import {
  isValidCpf,
  pneRequestSchema,
  profilePatchRequestSchema,
  racaCorRequestSchema,
  savedAnswerSchema,
} from '@censo/contracts'
import { metadata } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { inList, rejectInvalid } from '../../domain/checks'
import { todayIso } from '../../domain/clock'
import {
  assertWritable,
  savedAnswer,
  writableRecord,
  writeRecordPart,
} from '../../domain/person-write'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'

const listas = metadata.listas

/** Profile (step 0): PATCH perfil, PUT pne, PUT raca-cor (census-wizard §7). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { write } = personRouteOptions(app, ['social: profile'])

  app.patch(
    '/v1/pessoa-fisica/perfil/:pf_id/',
    write(savedAnswerSchema, {
      summary:
        'Change the profile (fields left out stay); cpf, nome and nascimento only while the CPF is not validated (405), a CPF of another person is a 400',
      params: pfIdParamsSchema,
      body: profilePatchRequestSchema,
    }),
    async (request) => {
      const pfId = request.params.pf_id
      const self = personOf(request)
      assertWritable(self, pfId)
      const { device: _device, ...body } = request.body
      if (Object.keys(body).length === 0) throw new HttpProblem(400)
      const target = writableRecord(app, self, pfId)

      const filiacao = body.filiacao ?? []
      const kinds = filiacao.map((item) => item.pf_filiacao_tipo)
      rejectInvalid({
        cpf: body.cpf === undefined || isValidCpf(body.cpf),
        nascimento: body.nascimento === undefined || body.nascimento <= todayIso(app),
        obito: body.obito === undefined || body.obito <= todayIso(app),
        filiacao: new Set(kinds).size === kinds.length,
        escol: body.escol === undefined || inList(listas.escolaridades, body.escol),
        est_civil: body.est_civil === undefined || inList(listas.estados_civis, body.est_civil),
      })
      // Spec §6: name, CPF and birth date of a validated CPF change only in person.
      if (target.pf_cpf_valid) {
        const locked = (['cpf', 'nome', 'nascimento'] as const).filter(
          (field) => body[field] !== undefined && body[field] !== target[field],
        )
        if (locked.length > 0) throw new HttpProblem(405, undefined, locked)
      }
      // The CPF of someone else: a 400 naming cpf (the spec's instituidor message relies on it).
      if (
        body.cpf !== undefined &&
        app.store.data.persons.some((other) => other.cpf === body.cpf && other.pf_id !== pfId)
      ) {
        throw new HttpProblem(400, undefined, ['cpf'])
      }

      const at = await writeRecordPart(app, self, pfId, 'perfil', (person) => {
        if (body.cpf !== undefined) person.cpf = body.cpf
        if (body.nome !== undefined) person.nome = body.nome
        if (body.nascimento !== undefined) person.nascimento = body.nascimento
        if (body.nome_social !== undefined) {
          if (body.nome_social) person.nome_social = body.nome_social
          else delete person.nome_social
        }
        if (body.obito !== undefined) person.obito = body.obito
        if (body.sexo !== undefined) person.sexo = body.sexo
        if (body.genero !== undefined) person.genero = body.genero
        if (body.orientacao_sexual !== undefined) person.orientacao_sexual = body.orientacao_sexual
        if (body.escol !== undefined) person.escolaridade = body.escol
        if (body.est_civil !== undefined) person.estado_civil = body.est_civil
        if (body.filiacao !== undefined) {
          const named = (kind: 'M' | 'P') =>
            filiacao.find((item) => item.pf_filiacao_tipo === kind)?.pf_filiacao_nome
          const mae = named('M')
          const pai = named('P')
          if (mae) person.nome_mae = mae
          else delete person.nome_mae
          if (pai) person.nome_pai = pai
          else delete person.nome_pai
        }
      })
      return savedAnswer(pfId, at)
    },
  )

  app.put(
    '/v1/pessoa-fisica/pne/:pf_id/',
    write(savedAnswerSchema, {
      summary:
        'Set the disability (type from listas.deficiencias); the degree is the stored one with PCD_ (405 otherwise)',
      params: pfIdParamsSchema,
      body: pneRequestSchema,
    }),
    async (request) => {
      const pfId = request.params.pf_id
      const { pf_pne, pf_pne_data, pf_pne_grau } = request.body
      const self = personOf(request)
      const target = writableRecord(app, self, pfId)
      rejectInvalid({
        pf_pne: inList(listas.deficiencias, pf_pne),
        pf_pne_data: pf_pne_data === null || pf_pne_data <= todayIso(app),
      })
      // The degree is set by the institute (spec §6): the write carries it back unchanged.
      const stored = target.pne?.pf_pne_grau ?? null
      if ((pf_pne_grau ?? null) !== (stored === null ? null : `PCD_${stored}`)) {
        throw new HttpProblem(405, undefined, ['pf_pne_grau'])
      }
      const at = await writeRecordPart(app, self, pfId, 'perfil', (person) => {
        person.pne = { pf_pne, pf_pne_grau: stored, pf_pne_data }
      })
      return savedAnswer(pfId, at)
    },
  )

  app.put(
    '/v1/pessoa-fisica/raca-cor/:pf_id/',
    write(savedAnswerSchema, {
      summary: 'Set the colour/race (listas.etnias)',
      params: pfIdParamsSchema,
      body: racaCorRequestSchema,
    }),
    async (request) => {
      const pfId = request.params.pf_id
      const { pf_racacor } = request.body
      const self = personOf(request)
      writableRecord(app, self, pfId)
      rejectInvalid({ pf_racacor: inList(listas.etnias, pf_racacor) })
      const at = await writeRecordPart(app, self, pfId, 'perfil', (person) => {
        person.etnia = pf_racacor
      })
      return savedAnswer(pfId, at)
    },
  )
}

export default profileRoutes
