import { deleteRequestSchema, savedAnswerSchema } from '@censo/contracts'
import type { SeedContacts, SeedPerson } from '@censo/fixtures'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { nowIso } from '../../domain/clock'
import { rejectInvalid } from '../../domain/checks'
import { idsOf, nextId } from '../../domain/ids'
import type { MockDb } from '../../domain/model'
import { savedAnswer, updatePerson } from '../../domain/person-write'
import { requireSelf } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { idParamSchema, pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'

/** Step 2's lists on the person record, by their key: the item each holds. */
type ContactItems = { [Key in keyof SeedContacts]-?: NonNullable<SeedContacts[Key]>[number] }
type ContactKey = keyof ContactItems
type ContactLists = { [Key in ContactKey]?: ContactItems[Key][] }

type NumberKeys<Item> = {
  [Field in keyof Item]: Item[Field] extends number ? Field : never
}[keyof Item]

/** The id field of each list's items, also the DELETE's path parameter. */
const ID_NAMES = {
  phones: 'tel_id',
  emails: 'email_id',
  addresses: 'end_id',
  networks: 'rede_social_id',
} as const satisfies { [Key in ContactKey]: NumberKeys<ContactItems[Key]> }
type WithId = { [Key in ContactKey]: Record<(typeof ID_NAMES)[Key], number> }

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
export interface PersonList<Key extends ContactKey, Body extends ItemBody> {
  /** e.g. '/v1/pessoa-fisica/telefones' */
  path: string
  /** Where the record keeps the list: 'phones'. */
  key: Key
  /** What the OpenAPI document calls one item: 'phone'. */
  noun: string
  /** The GET answer's payload (`{ current: [...] }` or the list itself, per the spec). */
  listPayload: (items: ContactItems[Key][]) => unknown
  listAnswer: z.ZodMiniType
  body: Body
  addAnswer: z.ZodMiniType
  /** Rules beyond the body's schema (metadata lists, the phone's mask), by field. */
  checks?: (fields: ItemFields<Body>, person: SeedPerson) => Record<string, boolean>
  /** The stored item for what was sent. */
  toItem: (id: number, fields: ItemFields<Body>, context: AddContext) => ContactItems[Key]
}

function registerPersonList<Key extends ContactKey, Body extends ItemBody>(
  app: FastifyInstance,
  list: PersonList<Key, Body>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { read, write } = personRouteOptions(app, ['social: contacts'])
  const idName = ID_NAMES[list.key]
  const itemsOf = (person: ContactLists): ContactItems[Key][] => person[list.key] ?? []
  const setItems = (person: SeedPerson, items: ContactItems[Key][]) => {
    // TypeScript cannot write through a key that is a type parameter; the items are the key's.
    Object.assign(person, { [list.key]: items })
  }
  const idOf = (item: WithId[Key]) => item[idName]
  const nextItemId = (data: MockDb) => nextId(idsOf(data.persons, itemsOf, idOf))

  routes.get(
    `${list.path}/:pf_id/`,
    read(list.listAnswer, { summary: `The person's ${list.noun} list`, params: pfIdParamsSchema }),
    async (request) => {
      const self = requireSelf(personOf(request), request.params.pf_id)
      return { data: { SocialAPI: list.listPayload(itemsOf(self)) } }
    },
  )

  routes.post(
    `${list.path}/`,
    write(list.addAnswer, {
      summary: `Add a ${list.noun} (405 while the case is locked or done)`,
      body: list.body,
    }),
    async (request) => {
      // Already valid (the route's schema); parsed again for its type, which is generic here.
      const { device: _device, pf_id, ...fields } = z.parse(list.body, request.body)
      const self = requireSelf(personOf(request), pf_id)
      if (list.checks) rejectInvalid(list.checks(fields, self))
      const context = { author: self.pf_id, at: nowIso(app) }
      const id = await updatePerson(app, pf_id, (person, data) => {
        const itemId = nextItemId(data)
        setItems(person, [...itemsOf(person), list.toItem(itemId, fields, context)])
        return itemId
      })
      if (!id) throw new HttpProblem(404)
      return { data: { SocialAPI: { [idName]: id } } }
    },
  )

  routes.delete(
    `${list.path}/:pf_id/:${idName}/`,
    write(savedAnswerSchema, {
      summary: `Remove a ${list.noun} (404 when the person has no such ${list.noun})`,
      params: z.object({ pf_id: idParamSchema, [idName]: idParamSchema }),
      body: deleteRequestSchema,
    }),
    async (request) => {
      const params = z.parse(z.record(z.string(), z.number()), request.params)
      const pfId = params.pf_id ?? 0
      const itemId = params[idName]
      requireSelf(personOf(request), pfId)
      const removed = await updatePerson(app, pfId, (person) => {
        const items = itemsOf(person)
        const kept = items.filter((item) => idOf(item) !== itemId)
        if (kept.length === items.length) return false
        setItems(person, kept)
        return true
      })
      if (!removed) throw new HttpProblem(404)
      return savedAnswer(pfId, nowIso(app))
    },
  )
}

/** The list's routes as a plugin of their own. */
export const personListRoutes =
  <Key extends ContactKey, Body extends ItemBody>(
    list: PersonList<Key, Body>,
  ): FastifyPluginAsync =>
  async (app) => {
    registerPersonList(app, list)
  }
