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
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { toast } from '@/components/ui/toast'
import { describeFailure } from '@/lib/errors'
import { contactsTexts } from '../texts'
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

/** What a section writes: add one item (its body without pf_id), remove one by id. */
export interface ContactWrites<Fields> {
  add: (pfId: number, fields: Fields) => Promise<void>
  remove: (pfId: number, id: number) => Promise<void>
}

type AddFields<Add> = Add extends (http: never, body: infer Body) => unknown
  ? Omit<Body, 'pf_id'>
  : never

export const phoneWrites: ContactWrites<AddFields<typeof phonesClient.addPhone>> = {
  add: (pfId, fields) => phonesClient.addPhone(api.social, { pf_id: pfId, ...fields }),
  remove: (pfId, id) => phonesClient.deletePhone(api.social, pfId, id),
}
export const emailWrites: ContactWrites<AddFields<typeof emailsClient.addEmail>> = {
  add: (pfId, fields) => emailsClient.addEmail(api.social, { pf_id: pfId, ...fields }),
  remove: (pfId, id) => emailsClient.deleteEmail(api.social, pfId, id),
}
export const addressWrites: ContactWrites<AddFields<typeof addressesClient.addAddress>> = {
  add: (pfId, fields) => addressesClient.addAddress(api.social, { pf_id: pfId, ...fields }),
  remove: (pfId, id) => addressesClient.deleteAddress(api.social, pfId, id),
}
export const networkWrites: ContactWrites<AddFields<typeof networksClient.addSocialNetwork>> = {
  add: (pfId, fields) => networksClient.addSocialNetwork(api.social, { pf_id: pfId, ...fields }),
  remove: (pfId, id) => networksClient.deleteSocialNetwork(api.social, pfId, id),
}

/** Reloads a section's list after a write (spec §4: the list reloads after a save). */
function useReload(section: ContactSection, pfId: number) {
  const queryClient = useQueryClient()
  return () =>
    queryClient.invalidateQueries({ queryKey: contactListQueries[section](pfId).queryKey })
}

export function useAddContact<Body>(
  section: ContactSection,
  pfId: number,
  writes: ContactWrites<Body>,
) {
  const reload = useReload(section, pfId)
  return useMutation({
    mutationFn: (fields: Body) => writes.add(pfId, fields),
    onSuccess: reload,
  })
}

/** Removes one item of a section, given its card (the list marks the one going). */
export function useRemoveContact<Item>(
  section: ContactSection,
  pfId: number,
  writes: ContactWrites<never>,
  idOf: (item: Item) => number,
) {
  const reload = useReload(section, pfId)
  return useMutation({
    mutationFn: (item: Item) => writes.remove(pfId, idOf(item)),
    onSuccess: reload,
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
