import {
  BENEFIT_CATEGORY,
  BENEFIT_TYPES,
  benefitRequestSchema,
  createEmploymentAnswerSchema,
  createEmploymentRequestSchema,
  employmentExchangeAnswerSchema,
  employmentExchangeRequestSchema,
  extrasAnswerSchema,
  extrasRequestSchema,
  lotacaoRequestSchema,
  rhSavedAnswerSchema,
  servidorRefsAnswerSchema,
  universalRequestSchema,
} from '@censo/contracts/schemas/rh/employment'
import { governancaOf, metadata, type SeedEmploymentRecord, type SeedPerson } from '@censo/fixtures'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { inList, rejectInvalid } from '../../domain/checks'
import { nowIso, todayIso } from '../../domain/clock'
import { exchangeRecord, nextServidorId, ownRecord } from '../../domain/employment'
import { updatePerson } from '../../domain/person-write'
import { requireSelf } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { idParamSchema, pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'

const servidorParams = z.object({ servidor_id: idParamSchema })

/** The person and the record the path names (ownRecord's 404 or 403). */
function pathRecord(
  app: FastifyInstance,
  request: FastifyRequest & { params: { servidor_id: number } },
) {
  const person = personOf(request)
  return { person, record: ownRecord(app.store.data, person, request.params.servidor_id) }
}

/**
 * Changes one of the person's records in one db update (the record is checked before: nothing
 * here refuses) and answers which record and when.
 */
async function writeRecord(
  app: FastifyInstance,
  person: SeedPerson,
  { servidor_id }: SeedEmploymentRecord,
  change: (record: SeedEmploymentRecord) => void,
) {
  await updatePerson(app, person.pf_id, (stored) => {
    const record = stored.servidores?.find((entry) => entry.servidor_id === servidor_id)
    if (record) change(record)
  })
  return { data: { RhAPI: { servidor_id, data_hora: nowIso(app) } } }
}

/**
 * {rh} servidor (census-wizard §7 Employment records): a person reads and writes only their own
 * records (as the servant, or as a pensioner); writes are refused while the case is locked or
 * done (405); what §5 rules out is a 406 naming the fields, and nothing is saved.
 */
const employmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = personRouteOptions(app, ['rh: employment records'])
  /** A PUT of a part of the record the path names. */
  const recordWrite = <Body extends z.ZodMiniType>(summary: string, body: Body) =>
    write(rhSavedAnswerSchema, { summary, params: servidorParams, body })

  app.get(
    '/v1/servidor/pessoa/:pf_id/',
    read(servidorRefsAnswerSchema, {
      summary: "The person's employment records: ids and categories",
      params: pfIdParamsSchema,
    }),
    async (request) => {
      const person = requireSelf(personOf(request), request.params.pf_id)
      return {
        data: {
          RhAPI: (person.servidores ?? []).map(({ servidor_id, categoria_cod, pf_id }) => ({
            servidor_id,
            categoria_cod,
            pf_id,
          })),
        },
      }
    },
  )

  app.post(
    '/v1/servidor/exchange/',
    read(employmentExchangeAnswerSchema, {
      summary: 'The whole records by id (each must be the person’s: 403 otherwise)',
      body: employmentExchangeRequestSchema,
    }),
    async (request) => {
      const person = personOf(request)
      const data = app.store.data
      const records = request.body.servidor_ids.map((id) => ownRecord(data, person, id))
      return {
        data: { RhAPI: records.map((record) => exchangeRecord(data, record, person.pf_id)) },
      }
    },
  )

  app.post(
    '/v1/servidor/',
    write(createEmploymentAnswerSchema, {
      summary:
        'Declare an employment record (categories of listas.categorias but 3, whose instituidor only the institute registers)',
      body: createEmploymentRequestSchema,
    }),
    async (request) => {
      const { pf_id, matricula, categoria_cod, data_movimento } = request.body
      requireSelf(personOf(request), pf_id)
      rejectInvalid({
        categoria_cod:
          categoria_cod !== 3 && inList(metadata.listas.categorias, String(categoria_cod)),
        data_movimento: data_movimento <= todayIso(app),
      })
      await updatePerson(app, pf_id, (person, data) => {
        const record: SeedEmploymentRecord = {
          servidor_id: nextServidorId(data),
          pf_id,
          matricula,
          categoria_cod,
          data_movimento,
          lotacao: null,
          beneficio: null,
          pensionistas: [],
          extras: null,
        }
        person.servidores = [...(person.servidores ?? []), record]
      })
      return { data: { SocialAPI: { pf_id } } }
    },
  )

  app.put(
    '/v1/servidor/:servidor_id/universal/',
    recordWrite(
      'Registration number and entry date (the category only the institute changes: 405; pensionistas only for category 3)',
      universalRequestSchema,
    ),
    async (request) => {
      const { person, record } = pathRecord(app, request)
      const { matricula, categoria_cod, data_movimento, pensionistas } = request.body
      if (categoria_cod !== record.categoria_cod) {
        throw new HttpProblem(405, undefined, ['categoria_cod'])
      }
      const today = todayIso(app)
      rejectInvalid({
        data_movimento: data_movimento <= today,
        pensionistas:
          pensionistas === undefined ||
          (record.categoria_cod === 3 &&
            pensionistas.every(
              (entry) => entry.pf_id === person.pf_id && entry.data_concessao <= today,
            )),
      })
      return writeRecord(app, person, record, (stored) => {
        stored.matricula = matricula
        stored.data_movimento = data_movimento
        for (const entry of pensionistas ?? []) {
          const own = stored.pensionistas.find((pensioner) => pensioner.pf_id === entry.pf_id)
          if (own) own.data_concessao = entry.data_concessao
          else stored.pensionistas.push(entry)
        }
      })
    },
  )

  app.put(
    '/v1/servidor/:servidor_id/lotacao/',
    recordWrite(
      'Unit, job title and date of entry (ids of the entity’s governança lists)',
      lotacaoRequestSchema,
    ),
    async (request) => {
      const { person, record } = pathRecord(app, request)
      const { lotacao_id, cargo_id, data_ingresso } = request.body
      const lists = governancaOf(person.entity)
      rejectInvalid({
        lotacao_id: lists.lotacoes.some((unit) => unit.lotacao_id === lotacao_id),
        cargo_id: lists.cargos.some((cargo) => cargo.cargo_id === cargo_id),
        data_ingresso: data_ingresso <= todayIso(app),
      })
      return writeRecord(app, person, record, (stored) => {
        stored.lotacao = { lotacao_id, cargo_id, data_ingresso }
      })
    },
  )

  app.put(
    '/v2/servidor/extras/:servidor_id/',
    recordWrite(
      'The extras of a record (data_abono_permanencia only for category 1)',
      extrasRequestSchema,
    ),
    async (request) => {
      const { person, record } = pathRecord(app, request)
      const {
        servidor_id,
        pf_id,
        pf_id_pensionista: _none,
        device: _device,
        ...extras
      } = request.body
      const today = todayIso(app)
      const abono = extras.data_abono_permanencia ?? null
      rejectInvalid({
        servidor_id: servidor_id === record.servidor_id,
        pf_id: pf_id === record.pf_id,
        data_exposto_agentes_nocivos:
          extras.data_exposto_agentes_nocivos === null ||
          extras.data_exposto_agentes_nocivos <= today,
        data_abono_permanencia: abono === null || (record.categoria_cod === 1 && abono <= today),
      })
      return writeRecord(app, person, record, (stored) => {
        stored.extras = { ...extras, data_abono_permanencia: abono }
      })
    },
  )

  app.get(
    '/v2/servidor/extras/:servidor_id/:pf_id/titular/',
    read(extrasAnswerSchema, {
      summary: 'The extras of a record, by its holder (404 when it has none)',
      params: z.object({ servidor_id: idParamSchema, pf_id: idParamSchema }),
    }),
    async (request) => {
      const { record } = pathRecord(app, request)
      if (record.pf_id !== request.params.pf_id || !record.extras) throw new HttpProblem(404)
      return { data: { RhAPI: record.extras } }
    },
  )

  app.put(
    '/v1/servidor/:servidor_id/beneficio/universal/',
    recordWrite(
      'The benefit of categories 2, 3 and 8–10: its category follows categoria_cod (405 otherwise), its type (regra) one of that category',
      benefitRequestSchema,
    ),
    async (request) => {
      const { person, record } = pathRecord(app, request)
      const category = BENEFIT_CATEGORY[record.categoria_cod]
      const { device: _device, ...benefit } = request.body
      if (!category || benefit.tipo !== category) throw new HttpProblem(405, undefined, ['tipo'])
      rejectInvalid({
        regra: BENEFIT_TYPES[category].includes(benefit.regra),
        data_concessao: benefit.data_concessao <= todayIso(app),
        extincao: benefit.extincao === null || benefit.extincao >= benefit.data_concessao,
      })
      return writeRecord(app, person, record, (stored) => {
        stored.beneficio = benefit
      })
    },
  )
}

export default employmentRoutes
