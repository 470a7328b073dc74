import type { RatingValue } from '@censo/contracts/schemas/recad/rating'
import { onlineManager, useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import '../rating.css'
import { SavingStatus } from '@/components/ui/saving-status'
import { toast } from '@/components/ui/toast'
import { useOnline } from '@/features/offline/use-online'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave, usePendingSaves } from '@/features/wizard/saves/use-pending-saves'
import * as t from '@/text/pt-BR/wizard'
import { ratingTexts } from '../texts'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useWizard } from '@/features/wizard/wizard-context'
import { RATING_SAVE_KIND, ratingQueryOptions, useSaveRating } from '../api/rating'
import { FaceIcon } from './face-icon'

const text = ratingTexts

/**
 * Step 5 Avaliação (census-wizard §2): the question and five faces, one radio group (arrows move
 * and choose, as a native radio group does). Choosing a face saves it and thanks the person, once
 * per choice (the arrows' face when they stop); the
 * chosen face is highlighted, and all are coloured while none is chosen. The choice is a queued
 * save (docs/decisions/028): offline it waits on the device, its face shown chosen and a line
 * saying it will be sent; a server failure is tried again by itself; a refusal shows the toast
 * and the saved face again.
 */
export function RatingStep() {
  const { pfId } = useWizard()
  const saved = useQuery(ratingQueryOptions(pfId))
  const save = useSaveRating()
  const dismiss = useDismissSave()
  const online = useOnline()
  const pending = usePendingSaves<RatingValue>(RATING_SAVE_KIND, pfId)
  // The newest choice not yet made (waiting for the network, or on its way).
  const waiting = pending.findLast((choice) => choice.state === 'waiting')
  // Refused while this screen was not there to say so (made offline, sent later).
  const refused = pending.filter((choice) => choice.state === 'refused')
  const sending = waiting !== undefined && online
  const name = useId()
  // A face reached with the arrow keys, not saved yet: the person may still be moving.
  const [settling, setSettling] = useState<RatingValue | null>(null)
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const movedByArrow = useRef(false)
  // While a choice settles, saves or waits, its face shows chosen; a refusal puts the saved one back.
  const chosen = settling ?? waiting?.body ?? saved.data ?? null

  function choose(value: RatingValue) {
    const face = text.faces.find((option) => option.value === value)?.label ?? String(value)
    const variables = saveVariables(pfId, value, `${text.title}: ${face}`)
    save.mutate(variables, {
      onSuccess: () => toast.show(text.thanks),
      onError: (error) => {
        console.warn('wizard: rating save failed', error)
        dismiss(variables)
        toast.error(text.failure)
      },
    })
    if (!onlineManager.isOnline()) toast.show(t.wizard.saves.queued(text.title))
  }

  /** Saves the face the arrows stopped on (now: the person moved on, or the pause passed). */
  function saveSettled(value: RatingValue) {
    clearTimeout(settleTimer.current)
    setSettling(null)
    choose(value)
  }

  /**
   * A click, Space or touch saves at once; the arrows move through the faces as a native radio
   * group does, and only the face they stop on is saved, once (ADR 018).
   */
  function onChoice(value: RatingValue) {
    if (!movedByArrow.current) {
      choose(value)
      return
    }
    movedByArrow.current = false
    setSettling(value)
    clearTimeout(settleTimer.current)
    settleTimer.current = setTimeout(() => saveSettled(value), WIZARD_TIMING.ratingSettle)
  }

  return (
    <fieldset
      className={`rating ${chosen === null ? 'rating-none' : 'rating-chosen'}`}
      aria-busy={saved.isPending || sending}
    >
      <legend className="rating-question">{text.question}</legend>
      <div className="rating-faces">
        {text.faces.map(({ value, label }) => (
          <label key={value} className={`rating-face ${chosen === value ? 'is-chosen' : ''}`}>
            <input
              type="radio"
              name={name}
              value={value}
              className="visually-hidden"
              checked={chosen === value}
              disabled={saved.isPending}
              onKeyDown={(event) => {
                movedByArrow.current = event.key.startsWith('Arrow')
              }}
              onChange={() => onChoice(value)}
              onBlur={(event) => {
                // Focus left the faces with a choice still settling: it is the one.
                const next = event.relatedTarget
                const toAFace = next instanceof HTMLInputElement && next.name === name
                if (settling !== null && !toAFace) saveSettled(settling)
              }}
            />
            <FaceIcon value={value} />
            <span className="rating-tooltip">{label}</span>
          </label>
        ))}
      </div>
      <SavingStatus busy={sending} />
      <output className="rating-waiting">
        {waiting && !online ? t.wizard.saves.waiting : ''}
        {refused.map((choice) => (
          <span key={choice.mutationId} className="rating-refused">
            <span>{t.wizard.saves.refused(choice.message ?? text.failure)}</span>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => dismiss(choice.mutationId)}
            >
              {t.wizard.saves.dismiss}
            </button>
          </span>
        ))}
      </output>
    </fieldset>
  )
}
