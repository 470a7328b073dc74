import { useId, useState, type Key, type ReactNode } from 'react'
import './lists.css'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SavingStatus } from '@/components/ui/saving-status'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { discardDraft, hasDraft } from '@/features/wizard/drafts/use-draft'
import { DeleteIcon } from './icons'
import { WizardLoadStatus } from './wizard-load-status'

/** A list's own texts (each section keeps its own, from text/pt-BR). */
export interface ItemListTexts {
  /** The add button; `cancel` while the form is open (spec §2: a red Cancel). */
  add: string
  cancel: string
  /** Instead of the list when it has no item. */
  empty: string
  /** The accessible name of an item's delete button, from the item's name. */
  remove: (name: string) => string
  /** Announced after a removal, from the item's name. */
  removed: (name: string) => string
}

/**
 * The step's removal mutation (a `useMutation` of its `api/`, given the item): the list takes its
 * busy state from it, the item it was given marked.
 */
export interface RemovalMutation<Item> {
  /** 'queued' when the removal waits on the device to be sent (docs/decisions/028). */
  mutateAsync: (item: Item) => Promise<unknown>
  isPending: boolean
  variables: Item | undefined
}

/** How an item goes. */
export interface ItemRemoval<Item> {
  mutation: RemovalMutation<Item>
  /** Toasted when it fails (absent: the write swallows its own failures, spec §8). */
  failure?: string
  /** Toasted after it (spec §8: social networks only). */
  done?: string
  /** Asked first, the item's name as the question's text (spec §2: social networks only). */
  confirm?: { title: string; confirm: string; cancel: string }
}

/** A list read by a query of its own: loading, failed (with a retry), or its items. */
export interface ListQuery<Item> {
  data: readonly Item[] | undefined
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/** A save of the item not yet sent, or refused (docs/decisions/028), shown on its card. */
export interface ItemMark {
  text: string
  /** Refused by the server: Descartar drops it. Otherwise it waits and cannot be removed. */
  onDismiss?: () => void
}

interface ItemListBase<Item> {
  keyOf: (item: Item) => Key
  /** The item's pending or refused save, if any. */
  markOf?: (item: Item) => ItemMark | undefined
  /** What the item is called: its delete button's name, the confirmation's text, announcements. */
  nameOf: (item: Item) => string
  /** What an item's card shows. */
  renderItem: (item: Item) => ReactNode
  texts: ItemListTexts
  removal: ItemRemoval<Item>
  /**
   * The add form's draft (docs/decisions/021): a draft opens the form at once, Cancel drops it.
   */
  draftKey: string
  /** The add form; after a save it calls `saved`, which closes it and announces `announcement`. */
  renderForm: (saved: (announcement?: string) => void) => ReactNode
  announce: (message: string) => void
  /** The list's accessible name, when nothing around it names it (then it is a region). */
  label?: string
  /** The add button and its form above the list (step 3) rather than below it. */
  addAbove?: boolean
  /** The list stays while the form is open (step 1's degrees) instead of giving it its place. */
  listWhileAdding?: boolean
}

export type ItemListProps<Item> = ItemListBase<Item> &
  ({ items: readonly Item[] } | { query: ListQuery<Item>; loadFailure: string })

/**
 * A list with add and remove (census-wizard §2, §4): the items as cards, each with a delete icon
 * named by what it removes (busy while it goes, "Removendo..." beside the list), or the empty
 * text; an add button that turns into a red Cancel while its form is open, the form then taking
 * the list's place until Cancel (which drops its draft) or a save brings the list back. Renders
 * its parts as children of the caller's element, whose layout they take.
 */
export function ItemList<Item>(props: ItemListProps<Item>) {
  const { keyOf, nameOf, renderItem, texts, removal, draftKey, renderForm, announce, label } = props
  // An item typed and not saved opens its form again (docs/decisions/021).
  const [adding, setAdding] = useState(() => hasDraft(draftKey))
  const [confirming, setConfirming] = useState<Item | null>(null)
  const formId = useId()
  const { mutation } = removal
  const busy = mutation.isPending
  const removing = busy && mutation.variables !== undefined ? keyOf(mutation.variables) : null

  async function remove(item: Item) {
    setConfirming(null)
    try {
      const outcome = await mutation.mutateAsync(item)
      const name = nameOf(item)
      if (outcome === 'queued') announce(t.wizard.saves.removalQueued(name))
      // The toast is a live region too: said once, by the toast when there is one.
      else if (removal.done) toast.show(removal.done)
      else announce(texts.removed(name))
    } catch (error) {
      console.warn(`wizard: ${draftKey} removal failed`, error)
      if (removal.failure) toast.error(removal.failure)
    }
  }

  function list() {
    if ('query' in props) {
      const { query } = props
      // One element while it loads and once it failed: the failure's alert is there before it.
      if (query.isPending || query.isError) {
        return (
          <WizardLoadStatus
            failed={query.isError}
            failure={props.loadFailure}
            onRetry={() => void query.refetch()}
          />
        )
      }
    }
    const items = 'query' in props ? (props.query.data ?? []) : props.items
    if (items.length === 0) return <p className="field-hint">{texts.empty}</p>
    const Frame = label ? 'section' : 'div'
    return (
      <Frame aria-label={label} aria-busy={busy}>
        <ul className="item-list">
          {items.map((item) => {
            const mark = props.markOf?.(item)
            return (
              <li
                key={keyOf(item)}
                className={`item-card${mark ? (mark.onDismiss ? ' item-refused' : ' item-waiting') : ''}`}
              >
                <div className="item-body">
                  {renderItem(item)}
                  {mark && <p className="item-mark">{mark.text}</p>}
                </div>
                {mark?.onDismiss && (
                  <button type="button" className="btn btn-link" onClick={mark.onDismiss}>
                    {t.wizard.saves.dismiss}
                  </button>
                )}
                {!mark && (
                  <button
                    type="button"
                    className="btn btn-icon"
                    aria-label={texts.remove(nameOf(item))}
                    disabled={busy}
                    aria-busy={removing === keyOf(item) || undefined}
                    onClick={() => (removal.confirm ? setConfirming(item) : void remove(item))}
                  >
                    <DeleteIcon />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
        <SavingStatus busy={busy} label={t.common.removing} />
      </Frame>
    )
  }

  const toggle = (
    <button
      type="button"
      className={`btn ${adding ? 'btn-danger' : 'btn-secondary'}`}
      aria-expanded={adding}
      aria-controls={formId}
      onClick={() => {
        // Cancel: the person chose not to add it, so its draft goes too.
        if (adding) discardDraft(draftKey)
        setAdding(!adding)
      }}
    >
      {adding ? texts.cancel : texts.add}
    </button>
  )
  const addForm = (
    <div id={formId}>
      {adding &&
        renderForm((announcement) => {
          setAdding(false)
          if (announcement) announce(announcement)
        })}
    </div>
  )
  const { addAbove = false, listWhileAdding = false } = props
  // The button keeps its place in the tree, so it keeps the focus while it toggles.
  return (
    <>
      {addAbove && toggle}
      {addAbove && addForm}
      {(listWhileAdding || !adding) && list()}
      {!addAbove && toggle}
      {!addAbove && addForm}
      {confirming !== null && removal.confirm && (
        <ConfirmDialog
          title={removal.confirm.title}
          text={nameOf(confirming)}
          confirmLabel={removal.confirm.confirm}
          cancelLabel={removal.confirm.cancel}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  )
}
