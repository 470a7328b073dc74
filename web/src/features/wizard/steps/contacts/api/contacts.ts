import type { ContactSection, Phone } from '@censo/contracts'
import * as postalCodeClient from '@censo/contracts/client/cep/postal-code'
import * as addressesClient from '@censo/contracts/client/social/addresses'
import * as emailsClient from '@censo/contracts/client/social/emails'
import * as phonesClient from '@censo/contracts/client/social/phones'
import * as networksClient from '@censo/contracts/client/social/social-networks'
import type { PostalCodeRead } from '@censo/contracts/schemas/cep/postal-code'
import type { Address } from '@censo/contracts/schemas/social/addresses'
import type { Email } from '@censo/contracts/schemas/social/emails'
import type { SocialNetwork } from '@censo/contracts/schemas/social/social-networks'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { toast } from '@/components/ui/toast'
import { describeFailure } from '@/lib/errors'
import { contactsTexts } from '../texts'
import { CONTACT_SECTIONS } from '../rules'
import { saveKey, type SaveKind, type SaveVariables } from '@/features/wizard/saves/queued-saves'
import { throwIfNetworkFailure } from '@/lib/network-failure'

/** Step 2's four lists (census-wizard §7 Contacts) and the postal-code lookup. */

const isNotFound = (error: unknown) => {
  const failure = describeFailure(error)
  return failure.kind === 'http' && failure.status === 404
}

const listKey = (section: ContactSection, pfId: number) => ['wizard', 'contacts', section, pfId]

/**
 * A section's list whose load failure is swallowed (spec §8: addresses and e-mails; phones the
 * same, ours): logged, and an empty list.
 */
const swallowedList =
  <Item>(
    section: ContactSection,
    name: string,
    list: (http: typeof api.social, pfId: number) => Promise<readonly Item[]>,
  ) =>
  (pfId: number) =>
    queryOptions({
      queryKey: listKey(section, pfId),
      queryFn: async () => {
        try {
          return await list(api.social, pfId)
        } catch (error) {
          throwIfNetworkFailure(error)
          console.warn(`wizard: ${name} load failed`, error)
          return []
        }
      },
    })

export const phonesQueryOptions = swallowedList('telefones', 'phones', phonesClient.listPhones)
export const emailsQueryOptions = swallowedList('emails', 'e-mails', emailsClient.listEmails)
export const addressesQueryOptions = swallowedList(
  'enderecos',
  'addresses',
  addressesClient.listAddresses,
)

/** Spec §8: a 404 is an empty list; other failures show the 'Ops!' toast (and an empty list). */
export const networksQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: listKey('redes_social', pfId),
    queryFn: async () => {
      try {
        return await networksClient.listSocialNetworks(api.social, pfId)
      } catch (error) {
        throwIfNetworkFailure(error)
        if (!isNotFound(error)) {
          console.warn('wizard: social networks load failed', error)
          toast.error(contactsTexts.opsFailure)
        }
        return []
      }
    },
  })

/** Every list of the step, for the loader's prefetch and the completeness. */
export const contactListQueries = {
  telefones: phonesQueryOptions,
  emails: emailsQueryOptions,
  enderecos: addressesQueryOptions,
  redes_social: networksQueryOptions,
} as const satisfies Record<ContactSection, unknown>

/** The item each section's list holds. */
export interface ContactItems {
  telefones: Phone
  emails: Email
  enderecos: Address
  redes_social: SocialNetwork
}

/** Every list of the step, by section. */
export type ContactLists = { [S in ContactSection]: readonly ContactItems[S][] }

type AddFields<Add> = Add extends (http: never, body: infer Body) => unknown
  ? Omit<Body, 'pf_id'>
  : never

/** What each section adds: the body of its POST without pf_id. */
export interface ContactBodies {
  telefones: AddFields<typeof phonesClient.addPhone>
  emails: AddFields<typeof emailsClient.addEmail>
  enderecos: AddFields<typeof addressesClient.addAddress>
  redes_social: AddFields<typeof networksClient.addSocialNetwork>
}

/**
 * What a section reads and writes (census-wizard §3), and how an item it adds is recognised in
 * its list: a replayed add that the server already holds is not sent again (docs/decisions/028).
 */
export interface ContactWrites<S extends ContactSection> {
  list: (pfId: number) => Promise<readonly ContactItems[S][]>
  add: (pfId: number, body: ContactBodies[S]) => Promise<unknown>
  remove: (pfId: number, id: number) => Promise<unknown>
  idOf: (item: ContactItems[S]) => number
  /** Whether the list's item is the one this body adds. */
  holds: (item: ContactItems[S], body: ContactBodies[S]) => boolean
  /** What this body adds, in a few words (said if the save is refused later). */
  labelOf: (body: ContactBodies[S]) => string
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

export const CONTACT_WRITES: { [S in ContactSection]: ContactWrites<S> } = {
  telefones: {
    list: (pfId) => phonesClient.listPhones(api.social, pfId),
    add: (pfId, body) => phonesClient.addPhone(api.social, { pf_id: pfId, ...body }),
    remove: (pfId, id) => phonesClient.deletePhone(api.social, pfId, id),
    idOf: (phone) => phone.tel_id,
    holds: (phone, body) =>
      phone.tel_ddd === body.tel_ddd &&
      phone.tel_prefixo === body.tel_prefixo &&
      phone.tel_sufixo === body.tel_sufixo,
    labelOf: (body) => `(${body.tel_ddd}) ${body.tel_prefixo}-${body.tel_sufixo}`,
  },
  emails: {
    list: (pfId) => emailsClient.listEmails(api.social, pfId),
    add: (pfId, body) => emailsClient.addEmail(api.social, { pf_id: pfId, ...body }),
    remove: (pfId, id) => emailsClient.deleteEmail(api.social, pfId, id),
    idOf: (email) => email.email_id,
    holds: (email, body) => sameText(email.email_email, body.email),
    labelOf: (body) => body.email,
  },
  enderecos: {
    list: (pfId) => addressesClient.listAddresses(api.social, pfId),
    add: (pfId, body) => addressesClient.addAddress(api.social, { pf_id: pfId, ...body }),
    remove: (pfId, id) => addressesClient.deleteAddress(api.social, pfId, id),
    idOf: (address) => address.end_id,
    holds: (address, body) =>
      address.end_cep === body.end_cep &&
      sameText(address.end_lograd, body.end_lograd) &&
      sameText(address.end_num, body.end_num) &&
      sameText(address.end_compl, body.end_compl),
    labelOf: (body) => [body.end_lograd, body.end_num].filter(Boolean).join(', '),
  },
  redes_social: {
    list: (pfId) => networksClient.listSocialNetworks(api.social, pfId),
    add: (pfId, body) => networksClient.addSocialNetwork(api.social, { pf_id: pfId, ...body }),
    remove: (pfId, id) => networksClient.deleteSocialNetwork(api.social, pfId, id),
    idOf: (network) => network.rede_social_id,
    holds: (network, body) =>
      network.rede_social_tipo === body.rede_social_tipo &&
      sameText(network.rede_social_endereco, body.rede_social_endereco),
    labelOf: (body) => body.rede_social_endereco,
  },
}

/** The saves of a section: add one item, remove one by id (docs/decisions/028). */
export const contactSaveKind = (section: ContactSection, write: 'add' | 'remove') =>
  `contatos:${section}:${write}`

function sectionSaves<S extends ContactSection>(
  section: S,
): [SaveKind<ContactBodies[S]>, SaveKind<{ id: number }>] {
  const writes: ContactWrites<S> = CONTACT_WRITES[section]
  const stale = (pfId: number) => [listKey(section, pfId)]
  const add: SaveKind<ContactBodies[S]> = {
    kind: contactSaveKind(section, 'add'),
    send: (pfId, body) => writes.add(pfId, body),
    alreadySaved: async (pfId, body) =>
      (await writes.list(pfId)).some((item) => writes.holds(item, body)),
    stale,
  }
  const remove: SaveKind<{ id: number }> = {
    kind: contactSaveKind(section, 'remove'),
    send: (pfId, { id }) => writes.remove(pfId, id),
    alreadySaved: async (pfId, { id }) =>
      !(await writes.list(pfId)).some((item) => writes.idOf(item) === id),
    stale,
  }
  return [add, remove]
}

/** Every save of step 2, for the query client's defaults. */
export const contactSaves: SaveKind<never>[] = CONTACT_SECTIONS.flatMap((section) =>
  sectionSaves(section),
)

/** Adds an item to a section (a queued save: offline it waits on the device). */
export function useAddContact<S extends ContactSection>(section: S) {
  return useMutation<void, Error, SaveVariables<ContactBodies[S]>>({
    mutationKey: saveKey(contactSaveKind(section, 'add')),
  })
}

/**
 * Where a postal code is: null when the service does not know it (404, cleared silently); other
 * failures throw (the form shows the 'Ops!' toast, spec §8).
 */
export async function lookUpPostalCode(cep: string): Promise<PostalCodeRead | null> {
  try {
    return await postalCodeClient.lookUpPostalCode(api.cep, cep)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
