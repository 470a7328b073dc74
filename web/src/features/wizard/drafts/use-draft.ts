import type { AnyFormApi } from '@tanstack/react-form'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { clearDraft, draftKey, readDraft, writeDraft, type DraftValues } from '@/lib/drafts'
import { storage } from '@/lib/storage'
import { describeFailure } from '@/lib/errors'
import { decodeTokenUser, readToken } from '@/lib/token'

/** How long typing pauses before the draft is written (docs/decisions/021). */
export const DRAFT_DELAY_MS = 500

export interface DraftOptions {
  /** The form among the person's drafts: 'perfil', 'documentos:rg', 'funcionais:12'… */
  key: string
  /** Only these fields are kept and restored (default: every field the form loaded). */
  fields?: readonly string[]
  /**
   * The version of the record the draft was typed over; a draft of another version is dropped.
   * Default: a hash of the values the form loaded, so a record changed elsewhere drops it.
   */
  base?: string
  /** After Descartar put the loaded values back (e.g. step 0 checks its fields again). */
  afterDiscard?: () => void
}

export interface Draft {
  /** The form opened with a draft put back into it (the notice shows). */
  restored: boolean
  /** A save was refused or failed for lack of network and has not been made since. */
  waiting: boolean
  /** The device says it has a network (`navigator.onLine`). */
  online: boolean
  /** Descartar: the loaded values back, the draft gone. */
  discard: () => void
  /** After a successful save: the draft gone. */
  clear: () => void
  /** Before sending: false when the device is offline (the draft is kept and the notice says so). */
  canSend: () => boolean
  /**
   * After a failed send: true when it failed for lack of network or because the session ended
   * (401, 403); the draft is written at once and the form keeps its fields instead of putting
   * them back as loaded (spec §8).
   */
  keepsTyping: (cause: unknown) => boolean
}

/** The person of the stored token, expired or not: an expired session keeps its drafts. */
function tokenPerson(): number | null {
  return decodeTokenUser(readToken())?.pfid ?? null
}

/** Whether this person has a draft of that form (a step opens the form that holds one). */
export function hasDraft(key: string): boolean {
  const pfId = tokenPerson()
  return pfId !== null && storage.get(draftKey(pfId, key)) !== null
}

/** Drops this person's draft of a form that is not open (Cancel of an add form). */
export function discardDraft(key: string): void {
  const pfId = tokenPerson()
  if (pfId !== null) clearDraft(pfId, key)
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

function useNavigatorOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

const isValues = (value: unknown): value is DraftValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const valuesOf = (value: unknown): DraftValues => (isValues(value) ? value : {})

/** FNV-1a of the values' JSON: a short name for the version of the record a form loaded. */
export function versionOf(values: unknown): string {
  const text = JSON.stringify(values) ?? ''
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

function changedValues(
  values: DraftValues,
  loaded: DraftValues,
  fields: readonly string[] | null,
): DraftValues {
  const changed: DraftValues = {}
  for (const name of fields ?? Object.keys(loaded)) {
    if (name in values && !same(values[name], loaded[name])) changed[name] = values[name]
  }
  return changed
}

/** The draft's fields the form has and keeps, of the type it loaded; null when none. */
function applicable(
  draft: DraftValues | null,
  loaded: DraftValues,
  fields: readonly string[] | null,
): DraftValues | null {
  if (!draft) return null
  const kept = Object.entries(draft).filter(
    ([name, value]) =>
      (!fields || fields.includes(name)) && name in loaded && typeof value === typeof loaded[name],
  )
  return kept.length > 0 ? Object.fromEntries(kept) : null
}

/**
 * A form's local draft (docs/decisions/021): what the person types is written 500 ms after they
 * pause (only the fields that differ from what the form loaded), put back when the form opens
 * again, and removed by a save or by Descartar. Offline, `canSend` refuses and the draft stays.
 */
export function useDraft(form: AnyFormApi, options: DraftOptions): Draft {
  const { key, afterDiscard } = options
  const [pfId] = useState(tokenPerson)
  const fieldsKey = options.fields?.join('\n') ?? null
  const fields = useMemo(() => fieldsKey?.split('\n') ?? null, [fieldsKey])
  const base = options.base ?? versionOf(valuesOf(form.options.defaultValues))
  // The draft is read once, when the form opens (a stale one is dropped by the read).
  const [found] = useState(() =>
    pfId === null
      ? null
      : applicable(readDraft(pfId, key, base), valuesOf(form.options.defaultValues), fields),
  )
  const [restored, setRestored] = useState(found !== null)
  const [waiting, setWaiting] = useState(false)
  const online = useNavigatorOnline()
  const pending = useRef(false)
  /** The values at the last save: not a draft until the person changes them again. */
  const saved = useRef<string | null>(null)

  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(found ?? {})) form.setFieldValue(name, value)
  }, [form, found])

  const persist = useCallback(() => {
    pending.current = false
    // Logged out meanwhile (the drafts went with the token): nothing is written again.
    if (pfId === null || tokenPerson() !== pfId) return
    const current = valuesOf(form.state.values)
    if (saved.current !== null && saved.current === JSON.stringify(current)) return
    saved.current = null
    const loaded = valuesOf(form.options.defaultValues)
    writeDraft(pfId, key, base, changedValues(current, loaded, fields))
  }, [form, pfId, key, base, fields])

  // Written once the typing pauses; closing the form or the page within the pause still keeps it.
  const persistLatest = useRef(persist)
  useEffect(() => {
    persistLatest.current = persist
  }, [persist])
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let last: unknown = form.state.values
    const subscription = form.store.subscribe((state) => {
      if (state.values === last) return
      last = state.values
      pending.current = true
      clearTimeout(timer)
      timer = setTimeout(() => persistLatest.current(), DRAFT_DELAY_MS)
    })
    const flush = () => {
      clearTimeout(timer)
      if (pending.current) persistLatest.current()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [form])

  const clear = useCallback(() => {
    pending.current = false
    saved.current = JSON.stringify(form.state.values)
    if (pfId !== null) clearDraft(pfId, key)
    setRestored(false)
    setWaiting(false)
  }, [form, pfId, key])

  const discard = useCallback(() => {
    form.reset()
    clear()
    afterDiscard?.()
  }, [form, clear, afterDiscard])

  const holdOffline = useCallback(() => {
    persistLatest.current()
    setWaiting(true)
  }, [])

  const canSend = useCallback(() => {
    // What is sent is written first: if the session ends on the way (401, 403), it waits.
    persistLatest.current()
    if (navigator.onLine) return true
    holdOffline()
    return false
  }, [holdOffline])

  const keepsTyping = useCallback((cause: unknown) => {
    const failure = describeFailure(cause)
    // Spec §8's 401 and 403 end what the person was doing (a toast and /Censo/, or the logout):
    // like a lost connection, what was typed waits for them instead of being put back.
    const sessionEnded =
      failure.kind === 'http' && (failure.status === 401 || failure.status === 403)
    if (failure.kind !== 'network' && !sessionEnded) return false
    persistLatest.current()
    return true
  }, [])

  return { restored, waiting, online, discard, clear, canSend, keepsTyping }
}
