import {
  sampleNewAddress,
  sampleNewEmail,
  sampleNewNetwork,
  sampleNewPhone,
} from '@censo/fixtures/samples/contacts'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { get, jsonRequest, post, useTestApp } from '../../testing'

const test = useTestApp()

const token = (pfId = 1001) => test.app.tokens.signPerson(pfId)

/** Step 2's lists: where they live, a new item, and where the GET answer keeps the list. */
const lists = [
  {
    name: 'phones',
    path: '/social/v1/pessoa-fisica/telefones',
    idName: 'tel_id',
    sample: sampleNewPhone,
    listKey: 'current',
  },
  {
    name: 'e-mails',
    path: '/social/v1/pessoa-fisica/emails',
    idName: 'email_id',
    sample: sampleNewEmail,
    listKey: 'current',
  },
  {
    name: 'addresses',
    path: '/social/v2/pessoa-fisica/enderecos',
    idName: 'end_id',
    sample: sampleNewAddress,
    listKey: null,
  },
  {
    name: 'social networks',
    path: '/social/v1/pessoa-fisica/rede-social',
    idName: 'rede_social_id',
    sample: sampleNewNetwork,
    listKey: null,
  },
] as const

const itemsSchema = z.array(z.record(z.string(), z.unknown()))

/** The list the GET answers: in SocialAPI.current (phones, e-mails) or SocialAPI itself. */
async function listed(path: string, listKey: 'current' | null, pfId = 1001) {
  const response = await get(test.app, `${path}/${pfId}/`, await token(pfId))
  expect(response.statusCode).toBe(200)
  const payload: unknown = response.json().data.SocialAPI
  return z.parse(
    itemsSchema,
    listKey ? z.parse(z.object({ current: z.unknown() }), payload).current : payload,
  )
}

/** POST `{path}/` of an item to `pfId`'s list, as 1001. */
const add = async (path: string, item: object, pfId = 1001) =>
  post(test.app, `${path}/`, { pf_id: pfId, ...item }, { token: await token() })
const remove = async (path: string, pfId: number, id: number, as = pfId) =>
  test.app.inject(jsonRequest('DELETE', `${path}/${pfId}/${id}/`, {}, { token: await token(as) }))

describe.each(lists)('$name', ({ path, idName, sample, listKey }) => {
  it('adds an item, lists it, and removes it', async () => {
    const before = await listed(path, listKey)
    const added = await add(path, sample)
    expect(added.statusCode).toBe(200)
    const id = z.parse(z.number(), added.json().data.SocialAPI[idName])
    const after = await listed(path, listKey)
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((item) => item[idName] === id)).toBeDefined()

    const removed = await remove(path, 1001, id)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.SocialAPI.pf_id).toBe(1001)
    expect(await listed(path, listKey)).toEqual(before)
  })

  it('answers 404 for an item the person does not have, and removes nothing', async () => {
    const before = await listed(path, listKey)
    expect((await remove(path, 1001, 999_999)).statusCode).toBe(404)
    expect(await listed(path, listKey)).toEqual(before)
  })

  it("refuses another person's list, writes and removals (403)", async () => {
    expect((await get(test.app, `${path}/1002/`, await token())).statusCode).toBe(403)
    expect((await add(path, sample, 1002)).statusCode).toBe(403)
    expect((await remove(path, 1002, 5002, 1001)).statusCode).toBe(403)
  })

  it('refuses writes while the case is locked (405) and keeps the list', async () => {
    await test.app.store.update((data) => {
      const person = data.persons.find((stored) => stored.pf_id === 1001)
      if (person) person.case = { status: 'locked' }
    })
    const before = await listed(path, listKey)
    expect((await add(path, sample)).statusCode).toBe(405)
    expect(await listed(path, listKey)).toEqual(before)
  })
})

const refused = async (path: string, body: object, field: string) => {
  const response = await add(path, body)
  expect(response.statusCode).toBe(406)
  expect(response.json().error.fields).toEqual([field])
}

describe('contact checks beyond the schema (406 naming the field, nothing saved)', () => {
  it('a phone whose prefix does not fit its type', async () => {
    await refused(
      '/social/v1/pessoa-fisica/telefones',
      { ...sampleNewPhone, tel_tipo: 'F' },
      'tel_prefixo',
    )
    expect(await listed('/social/v1/pessoa-fisica/telefones', 'current')).toHaveLength(1)
  })

  it('an e-mail the person already has, in any case', async () => {
    await refused(
      '/social/v1/pessoa-fisica/emails',
      { ...sampleNewEmail, email: 'Maria.Albuquerque@gmail.com' },
      'email',
    )
  })

  it('a malformed e-mail is 406 by the schema', async () => {
    const response = await add('/social/v1/pessoa-fisica/emails', {
      ...sampleNewEmail,
      email: 'maria@',
    })
    expect(response.statusCode).toBe(406)
    expect(response.json().error.fields).toContain('email')
  })

  it('an address with a state or street type outside the metadata lists', async () => {
    const path = '/social/v2/pessoa-fisica/enderecos'
    await refused(path, { ...sampleNewAddress, end_uf: 'XX' }, 'end_uf')
    await refused(
      path,
      { ...sampleNewAddress, end_tipo_lograd: 'Rodovia Estelar' },
      'end_tipo_lograd',
    )
    expect(await listed(path, null)).toEqual([])
  })

  it('an address whose CEP is not eight digits is 406 by the schema', async () => {
    const response = await add('/social/v2/pessoa-fisica/enderecos', {
      ...sampleNewAddress,
      end_cep: '50050-000',
    })
    expect(response.statusCode).toBe(406)
  })

  it("an address keeps the neighbourhood's and city's ids it was sent with, null without", async () => {
    const path = '/social/v2/pessoa-fisica/enderecos'
    expect(
      (await add(path, { ...sampleNewAddress, bairro_id: 1002, cidade_id: 100 })).statusCode,
    ).toBe(200)
    expect((await add(path, sampleNewAddress)).statusCode).toBe(200)
    expect(
      (await listed(path, null)).map(({ bairro_id, cidade_id }) => ({ bairro_id, cidade_id })),
    ).toEqual([
      { bairro_id: 1002, cidade_id: 100 },
      { bairro_id: null, cidade_id: null },
    ])
  })

  it('an address whose neighbourhood or city id is not a positive integer is 406 by the schema', async () => {
    const path = '/social/v2/pessoa-fisica/enderecos'
    for (const ids of [{ bairro_id: 'Boa Vista' }, { cidade_id: -1 }, { cidade_id: 1.5 }]) {
      const response = await add(path, { ...sampleNewAddress, ...ids })
      expect(response.statusCode).toBe(406)
      expect(response.json().error.fields).toEqual(Object.keys(ids))
    }
    expect(await listed(path, null)).toEqual([])
  })

  it('a social network the entity does not offer; "other" is accepted', async () => {
    const path = '/social/v1/pessoa-fisica/rede-social'
    await refused(path, { ...sampleNewNetwork, rede_social_tipo: 'orkut' }, 'rede_social_tipo')
    const other = await add(path, {
      rede_social_tipo: 'other',
      rede_social_endereco: 'https://mastodon.social/@maria',
    })
    expect(other.statusCode).toBe(200)
  })

  it('a handle with a leading @ or under three characters is 406 by the schema', async () => {
    for (const handle of ['@maria', 'ma']) {
      const response = await add('/social/v1/pessoa-fisica/rede-social', {
        ...sampleNewNetwork,
        rede_social_endereco: handle,
      })
      expect(response.statusCode).toBe(406)
    }
  })

  it('a social network keeps who added it and when', async () => {
    const path = '/social/v1/pessoa-fisica/rede-social'
    await add(path, sampleNewNetwork)
    const [network] = await listed(path, null)
    expect(network).toMatchObject({ ...sampleNewNetwork, uupfid: 1001 })
    expect(typeof network?.data_hora).toBe('string')
  })
})

describe('e-mails as the list answers them', () => {
  it('names the address email_email', async () => {
    const emails = await listed('/social/v1/pessoa-fisica/emails', 'current')
    expect(emails).toEqual([
      { email_id: 7001, email_email: 'maria.albuquerque@gmail.com', email_class: 'P' },
    ])
  })
})
