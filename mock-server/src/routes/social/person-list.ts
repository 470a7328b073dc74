import { deleteRequestSchema } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { nowIso } from '../../domain/clock'
import { rejectInvalid } from '../../domain/checks'
import { idsOf, nextId } from '../../domain/ids'
import type { MockDb } from '../../domain/model'
import { savedAnswer, updatePerson } from '../../domain/person-write'
import { requireSelf } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { idParamSchema, pfIdParamsSchema } from '../params'
import { errorResponses, PERSON_WRITE_ERRORS, READ_ERRORS, SAVED_RESPONSES } from '../responses'

type ItemBody = z.ZodMiniType<{ pf_id: number; device: unknown }>
/** What the person sends for one item: the body without its pf_id and device. */
export type ItemFields<Body extends ItemBody> = Omit<z.output<Body>, 'pf_id' | 'device'>

/** Who adds an item and when (social networks keep their author). */
export interface AddContext {
  author: number
  at: string
}

/**
 * A list a person keeps on their own record (step 2's phones, e-mails, addresses and social
 * networks, census-wizard §7): GET `{path}/{pf_id}/`, POST `{path}/`, DELETE
 * `{path}/{pf_id}/{id}/`. Only the person's own record; writes are refused (405) while the case
 * is locked or done; a body that fails the checks saves nothing (406 naming its fields).
 */
export interface PersonList<Item, Body extends ItemBody> {
  /** e.g. '/v1/pessoa-fisica/telefones' */
  path: string
  /** The item's id field, also the DELETE's path parameter: 'tel_id'. */
  idName: string
  /** What the OpenAPI document calls one item: 'phone'. */
  noun: string
  tags: string[]
  items: (person: SeedPerson) => Item[] | undefined
  setItems: (person: SeedPerson, items: Item[]) => void
  idOf: (item: Item) => number
  /** The GET answer's payload (`{ current: [...] }` or the list itself, per the spec). */
  listPayload: (items: Item[]) => unknown
  listAnswer: z.ZodMiniType
  body: Body
  addAnswer: z.ZodMiniType
  /** Rules beyond the body's schema (metadata lists, the phone's mask), by field. */
  checks?: (fields: ItemFields<Body>, person: SeedPerson) => Record<string, boolean>
  /** The stored item for what was sent. */
  toItem: (id: number, fields: ItemFields<Body>, context: AddContext) => Item
}

export function registerPersonList<Item, Body extends ItemBody>(
  app: FastifyInstance,
  list: PersonList<Item, Body>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { tags } = list
  const itemsOf = (person: SeedPerson) => list.items(person) ?? []
  const nextItemId = (data: MockDb) => nextId(idsOf(data.persons, list.items, list.idOf))

  routes.get(
    `${list.path}/:pf_id/`,
    {
      preHandler: app.requirePerson,
      schema: {
        tags,
        summary: `The person's ${list.noun} list`,
        params: pfIdParamsSchema,
        response: { 200: list.listAnswer, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      const self = requireSelf(request.person, request.params.pf_id)
      return { data: { SocialAPI: list.listPayload(itemsOf(self)) } }
    },
  )

  routes.post(
    `${list.path}/`,
    {
      preHandler: [app.requirePerson, app.requireEditableCase],
      schema: {
        tags,
        summary: `Add a ${list.noun} (405 while the case is locked or done)`,
        body: list.body,
        response: { 200: list.addAnswer, ...errorResponses(...PERSON_WRITE_ERRORS) },
      },
    },
    async (request) => {
      // Already valid (the route's schema); parsed again for its type, which is generic here.
      const { device: _device, pf_id, ...fields } = z.parse(list.body, request.body)
      const self = requireSelf(request.person, pf_id)
      if (list.checks) rejectInvalid(list.checks(fields, self))
      const context = { author: self.pf_id, at: nowIso(app) }
      const id = await updatePerson(app, pf_id, (person, data) => {
        const itemId = nextItemId(data)
        list.setItems(person, [...itemsOf(person), list.toItem(itemId, fields, context)])
        return itemId
      })
      if (!id) throw new HttpProblem(404)
      return { data: { SocialAPI: { [list.idName]: id } } }
    },
  )

  routes.delete(
    `${list.path}/:pf_id/:${list.idName}/`,
    {
      preHandler: [app.requirePerson, app.requireEditableCase],
      schema: {
        tags,
        summary: `Remove a ${list.noun} (404 when the person has no such ${list.noun})`,
        params: z.object({ pf_id: idParamSchema, [list.idName]: idParamSchema }),
        body: deleteRequestSchema,
        response: SAVED_RESPONSES,
      },
    },
    async (request) => {
      const params = z.parse(z.record(z.string(), z.number()), request.params)
      const pfId = params.pf_id ?? 0
      const itemId = params[list.idName]
      requireSelf(request.person, pfId)
      const removed = await updatePerson(app, pfId, (person) => {
        const items = itemsOf(person)
        const kept = items.filter((item) => list.idOf(item) !== itemId)
        if (kept.length === items.length) return false
        list.setItems(person, kept)
        return true
      })
      if (!removed) throw new HttpProblem(404)
      return savedAnswer(pfId, nowIso(app))
    },
  )
}
