import {
  dependantExtrasRequestSchema,
  familyLinkRequestSchema,
  familyUnlinkRequestSchema,
  insertDependantAnswerSchema,
  insertDependantRequestSchema,
  isValidCpf,
  savedAnswerSchema,
} from '@censo/contracts'
import { metadata, type SeedDependency, type SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { inList, rejectInvalid } from '../../domain/checks'
import { nowIso, todayIso } from '../../domain/clock'
import type { MockDb } from '../../domain/model'
import { insertPerson, savedAnswer, updatePerson } from '../../domain/person-write'
import { findPerson, requireSelf } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { idParamSchema } from '../params'
import { personRouteOptions } from '../route-options'

const parentescos = metadata.listas.parentescos

/**
 * A person the caller registered as a dependant (census-wizard §6: the person writes their
 * dependants' records): 404 when nobody has the pf_id, 403 when someone else registered them.
 */
function registeredDependant(data: MockDb, self: SeedPerson, pfId: number): SeedPerson {
  const dependant = findPerson(data, pfId)
  if (!dependant) throw new HttpProblem(404)
  if (!self.dependants.includes(pfId)) throw new HttpProblem(403)
  return dependant
}

/** Merges what a link or the extras say into the dependant's dependency (either may come first). */
async function setDependency(app: FastifyInstance, pfId: number, dependency: SeedDependency) {
  await updatePerson(app, pfId, (dependant) => {
    dependant.dependency = { ...dependant.dependency, ...dependency }
  })
}

/**
 * Step 3 Dependentes (census-wizard §7 Dependents): the dependant as a person (v1 inserir), the
 * family link and its removal, and the extras. The web sends the link, the extras and the
 * identity at once after the insert, so each accepts any dependant the caller registered.
 */
const dependantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { write } = personRouteOptions(app, ['social: dependants'])

  app.post(
    '/v1/pessoa-fisica/inserir/',
    write(insertDependantAnswerSchema, {
      summary:
        "Register a dependant as a person of the caller's (a CPF that is someone's already is a 400: the web retries without it)",
      body: insertDependantRequestSchema,
    }),
    async (request) => {
      const self = personOf(request)
      const { nome, cpf, sexo, nascimento } = request.body
      rejectInvalid({
        nome: nome.trim() !== '',
        cpf: cpf === null || isValidCpf(cpf),
        nascimento: nascimento <= todayIso(app),
      })
      if (cpf !== null && app.store.data.persons.some((person) => person.cpf === cpf)) {
        throw new HttpProblem(400, undefined, ['cpf'])
      }
      const { entity, oid, oeid } = self
      const identity = { cpf, nascimento, nome: nome.trim(), sexo, entity, oid, oeid }
      const pfId = await insertPerson(app, identity, (data, id) => {
        findPerson(data, self.pf_id)?.dependants.push(id)
      })
      return { data: { SocialAPI: { pf_id: pfId } } }
    },
  )

  app.post(
    '/v1/pessoa-fisica/familia/',
    write(savedAnswerSchema, {
      summary: 'Link a registered dependant with its kinship (clas from listas.parentescos)',
      body: familyLinkRequestSchema,
    }),
    async (request) => {
      const { pf_id, ref_id, clas } = request.body
      const self = requireSelf(personOf(request), pf_id)
      rejectInvalid({ ref_id: ref_id !== pf_id, clas: inList(parentescos, clas) })
      registeredDependant(app.store.data, self, ref_id)
      await setDependency(app, ref_id, { holder_pf_id: pf_id, parentesco: clas })
      return savedAnswer(pf_id, nowIso(app))
    },
  )

  app.delete(
    '/v1/pessoa-fisica/familia/:pf_id/:dependent_id/',
    write(savedAnswerSchema, {
      summary: 'Remove a dependant from the list (404 when not a linked dependant of the person)',
      params: z.object({ pf_id: idParamSchema, dependent_id: idParamSchema }),
      body: familyUnlinkRequestSchema,
    }),
    async (request) => {
      const { pf_id, dependent_id } = request.params
      const self = requireSelf(personOf(request), pf_id)
      rejectInvalid({ clas: inList(parentescos, request.body.clas) })
      const dependant = findPerson(app.store.data, dependent_id)
      if (!dependant || !self.dependants.includes(dependent_id) || !dependant.dependency) {
        throw new HttpProblem(404)
      }
      await updatePerson(app, dependent_id, (unlinked, data) => {
        delete unlinked.dependency
        const holder = findPerson(data, pf_id)
        if (holder) holder.dependants = holder.dependants.filter((id) => id !== dependent_id)
      })
      return savedAnswer(pf_id, nowIso(app))
    },
  )

  app.post(
    '/v1/pessoa-fisica/dep-extras/',
    write(savedAnswerSchema, {
      summary:
        'How a registered dependant depends on the person: kinship, start and end with their reasons, IRRF and social security flags',
      body: dependantExtrasRequestSchema,
    }),
    async (request) => {
      const { parent_id, pf_id, rel, ...extras } = request.body
      const self = requireSelf(personOf(request), parent_id)
      const today = todayIso(app)
      rejectInvalid({
        rel: inList(parentescos, rel),
        data_inicio_dep: extras.data_inicio_dep <= today,
        data_fim_dep: extras.data_fim_dep === null || extras.data_fim_dep >= extras.data_inicio_dep,
      })
      registeredDependant(app.store.data, self, pf_id)
      await setDependency(app, pf_id, {
        holder_pf_id: parent_id,
        parentesco: rel,
        data_inicio: extras.data_inicio_dep,
        motivo_inicio: extras.motivo_inicio_dep,
        data_fim: extras.data_fim_dep,
        motivo_fim: extras.motivo_fim_dep,
        dep_irrf: extras.dep_irrf,
        dep_previdenciario: extras.dep_previdenciario,
        observacao: extras.observacao,
      })
      return savedAnswer(parent_id, nowIso(app))
    },
  )
}

export default dependantRoutes
