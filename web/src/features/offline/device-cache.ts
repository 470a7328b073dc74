import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core'
import { onlineManager, type Mutation, type Query, type QueryClient } from '@tanstack/react-query'
import { clear, del, get, set } from 'idb-keyval'
import { isNetworkFailure } from '@/lib/network-failure'
import { dropPhotosNotIn, forgetPhotos } from './device-photos'
import { deviceStore } from './device-store'
import { isOnline, reportUnreachable, subscribeOnline } from './use-online'

/**
 * The wizard's data kept on the device (docs/decisions/028): TanStack Query's own persistence,
 * its cache dehydrated into IndexedDB under the person's pf_id, restored when /Censo/ opens, so
 * that a reload, a discarded tab or the installed app started with no network shows the person's
 * data as last read. Loaded with the wizard, not with the login.
 */

/** Kept at most this long after the last write: a shared phone does not keep it for ever. */
export const DEVICE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Changed only when what is kept can no longer be read (a restore with another buster drops the
 * person's copy). Not the app's version: a deploy must not drop what a person saved offline.
 */
const BUSTER = '1'

/** How often, at most, the cache is written while the app works (the persister's throttle). */
const WRITE_THROTTLE_MS = 300

const personKey = (pfId: number) => `wizard:${pfId}`

/** The wizard's reads (their keys start with 'wizard'), not an upload's progress. */
export function isKeptOnDevice(query: Query): boolean {
  const [scope, part] = query.queryKey
  return scope === 'wizard' && part !== 'upload' && query.state.status === 'success'
}

/** The wizard's saves not yet sent, and those the server refused (she is told which). */
export function isSaveKeptOnDevice(mutation: Mutation): boolean {
  const [scope, part] = mutation.options.mutationKey ?? []
  const { status } = mutation.state
  return scope === 'wizard' && part === 'save' && (status === 'pending' || status === 'error')
}

/**
 * The copy as written: a save still under way when it was written is kept as paused, so that it
 * resumes after a reload (it may have reached the server: its kind checks before sending again).
 */
function serialize(client: PersistedClient): string {
  const mutations = client.clientState.mutations.map((mutation) =>
    mutation.state.status === 'pending'
      ? { ...mutation, state: { ...mutation.state, isPaused: true } }
      : mutation,
  )
  return JSON.stringify({ ...client, clientState: { ...client.clientState, mutations } })
}

/** People whose copy was removed on this page (Sair): a write the throttle still holds is dropped. */
const forgotten = new Set<number>()
/** Bumped when everything is cleared: the writes of the pages before are dropped too. */
let generation = 0

/** A person's persister, and `writeNow` for a copy that must be on the device at once. */
interface PersonPersister extends Persister {
  pfId: number
  /** Writes `client` now, after any write under way (a later write never loses to an earlier). */
  writeNow: (client: PersistedClient) => Promise<void>
  /** Writes at once what the throttle still holds. */
  flush: () => Promise<void>
}

/** The persisters that keep copies written on this page. */
const keeping = new Set<PersonPersister>()

/** Every copy of this page written as it stands (Sair reads the copy next). */
export async function flushDeviceCopies(): Promise<void> {
  await Promise.all([...keeping].map((persister) => persister.flush()))
}

/**
 * The person's copy in IndexedDB: writes throttled (the newest state, at most every 300 ms) and
 * one after another, so that `writeNow` (a save about to be sent) is never overwritten by an older
 * state still being written.
 */
function personPersister(pfId: number): PersonPersister {
  const born = generation
  const key = personKey(pfId)
  let latest: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  const store = async (client: PersistedClient) => {
    if (forgotten.has(pfId) || born !== generation) return
    try {
      await set(key, serialize(client), deviceStore())
    } catch (error) {
      console.warn('device cache: write failed', error)
    }
  }
  const writeLatest = () => {
    clearTimeout(timer)
    timer = undefined
    const client = latest
    latest = null
    if (client) writing = writing.then(() => store(client))
    return writing
  }
  return {
    pfId,
    persistClient: (client) => {
      latest = client
      timer ??= setTimeout(() => void writeLatest(), WRITE_THROTTLE_MS)
    },
    writeNow: (client) => {
      latest = client
      return writeLatest()
    },
    flush: writeLatest,
    restoreClient: async () => {
      const text = await get<string>(key, deviceStore())
      return text === undefined ? undefined : (JSON.parse(text) as PersistedClient)
    },
    removeClient: () => del(key, deviceStore()),
  }
}

/**
 * TanStack Query's network state follows the app's (use-online.ts): `navigator.onLine`, and no
 * request that failed for lack of network since. A page the service worker served may say
 * `onLine` with no network; the reads then pause instead of failing one after another.
 */
function followAppOnlineState(queryClient: QueryClient): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return subscribeOnline(() => setOnline(isOnline()))
  })
  // A wizard read or save that got no answer at all says so too, as the metadata's does. Its
  // recheck lets Query try once more: paused while the app is offline, nothing would go again on
  // a page whose browser still says online (it never hears `online`).
  const probe = () => onlineManager.setOnline(true)
  const unreachable = () => {
    reportUnreachable(probe)
    onlineManager.setOnline(isOnline())
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    if (isNetworkFailure(event.action.error)) unreachable()
  })
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'failed') return
    if (isNetworkFailure(event.action.error)) unreachable()
  })
}

/** Each query client's restores, by person: once per page (tests make a client per render). */
let opened = new WeakMap<
  QueryClient,
  Map<number, { open: Promise<boolean>; persister: PersonPersister }>
>()

/**
 * Restores the person's copy into the query cache and keeps it written from then on (once per
 * page). Its saves not yet sent always come back; its reads only with `reads` (the server could
 * not be reached): online the wizard reads afresh, as a copy written just before a reload may
 * miss the last save's answer. Resolves to whether the copy held any of the wizard's data.
 */
export function openDeviceCache(
  queryClient: QueryClient,
  pfId: number,
  { reads = true }: { reads?: boolean } = {},
): Promise<boolean> {
  // The build's render of the first frame runs without a browser's storage.
  if (typeof indexedDB === 'undefined') return Promise.resolve(false)
  const byPerson = opened.get(queryClient) ?? new Map()
  opened.set(queryClient, byPerson)
  let person = byPerson.get(pfId)
  if (!person) {
    const persister = personPersister(pfId)
    keeping.add(persister)
    person = { open: restoreAndKeep(queryClient, persister, reads), persister }
    byPerson.set(pfId, person)
  }
  return person.open
}

async function restoreAndKeep(
  queryClient: QueryClient,
  persister: PersonPersister,
  reads: boolean,
): Promise<boolean> {
  followAppOnlineState(queryClient)
  const restoring: Persister = reads
    ? persister
    : {
        ...persister,
        restoreClient: async () => {
          const copy = await persister.restoreClient()
          return copy && { ...copy, clientState: { ...copy.clientState, queries: [] } }
        },
      }
  try {
    await persistQueryClientRestore({
      queryClient,
      persister: restoring,
      buster: BUSTER,
      maxAge: DEVICE_CACHE_MAX_AGE_MS,
    })
  } catch (error) {
    // IndexedDB unavailable (some private modes): the wizard works as it did, online only.
    console.warn('device cache: restore failed', error)
  }
  await sweepPhotos(queryClient, persister.pfId)
  persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: DEHYDRATE_OPTIONS,
  })
  // The saves made before (offline, or cut off by a reload) go on, in the order they were made.
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations()
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['wizard'] })
    .some((query) => query.state.data !== undefined)
}

/**
 * The files of the person that no save restored refers to leave the device: their save was
 * dropped with a copy older than 7 days, or the page ended between the attach and the removal.
 */
async function sweepPhotos(queryClient: QueryClient, pfId: number): Promise<void> {
  const saves = queryClient
    .getMutationCache()
    .getAll()
    .map((mutation) => mutation.state.variables)
  try {
    await dropPhotosNotIn(pfId, saves)
  } catch (error) {
    console.warn('device cache: could not sweep the photos', error)
  }
}

const DEHYDRATE_OPTIONS = {
  shouldDehydrateQuery: isKeptOnDevice,
  shouldDehydrateMutation: isSaveKeptOnDevice,
}

/**
 * Writes the person's copy at once, not after the throttle: a save is on the device before it is
 * sent, so the form's draft can go (a reload right after it finds the save, not both).
 */
export async function writeDeviceCopyNow(queryClient: QueryClient, pfId: number): Promise<void> {
  const persister = opened.get(queryClient)?.get(pfId)?.persister
  if (!persister) return
  await persistQueryClientSave({
    queryClient,
    buster: BUSTER,
    dehydrateOptions: DEHYDRATE_OPTIONS,
    persister: { ...persister, persistClient: persister.writeNow },
  })
}

/** The keys of the queries the device keeps for the person, as written (none: empty). */
export async function keptQueryKeys(pfId: number): Promise<string[]> {
  const copy = await personPersister(pfId).restoreClient()
  return (copy?.clientState.queries ?? []).map((query) => JSON.stringify(query.queryKey))
}

/** How many of the person's saves wait on the device to be sent. */
export async function countWaitingSaves(pfId: number): Promise<number> {
  try {
    const copy = await personPersister(pfId).restoreClient()
    return (copy?.clientState.mutations ?? []).filter(
      (mutation) => mutation.state.status === 'pending',
    ).length
  } catch {
    return 0
  }
}

/** Sair (docs/decisions/028): the person's copy and files leave the device. */
export async function forgetPerson(pfId: number): Promise<void> {
  forgotten.add(pfId)
  try {
    await Promise.all([del(personKey(pfId), deviceStore()), forgetPhotos(pfId)])
  } catch (error) {
    console.warn('device cache: could not remove the person copy', error)
  }
}

/** Everything this app keeps in IndexedDB (tests start each from nothing). */
export async function clearDeviceCache(): Promise<void> {
  opened = new WeakMap()
  keeping.clear()
  forgotten.clear()
  generation++
  await clear(deviceStore())
}
