import type { RatingValue } from '@censo/contracts/schemas/recad/rating'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import '../rating.css'
import { SavingStatus } from '@/components/ui/saving-status'
import { toast } from '@/components/ui/toast'
import { ratingTexts } from '../texts'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useWizard } from '@/features/wizard/wizard-context'
import { ratingQueryOptions, useSaveRating } from '../api/rating'
import { FaceIcon } from './face-icon'

const text = ratingTexts

/**
 * Step 5 Avaliação (census-wizard §2): the question and five faces, one radio group (arrows move
 * and choose, as a native radio group does). Choosing a face saves it and thanks the person, once
 * per choice (the arrows' face when they stop); the
 * chosen face is highlighted, and all are coloured while none is chosen.
 */
export function RatingStep() {
  const { pfId } = useWizard()
  const saved = useQuery(ratingQueryOptions(pfId))
  const save = useSaveRating(pfId)
  const name = useId()
  // A face reached with the arrow keys, not saved yet: the person may still be moving.
  const [settling, setSettling] = useState<RatingValue | null>(null)
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const movedByArrow = useRef(false)
  // While a choice settles or saves, its face shows chosen; a failure puts the saved one back.
  const chosen = settling ?? (save.isPending ? save.variables : (saved.data ?? null))

  async function choose(value: RatingValue) {
    try {
      await save.mutateAsync(value)
      toast.show(text.thanks)
    } catch (error) {
      console.warn('wizard: rating save failed', error)
      toast.error(text.failure)
    }
  }

  /** Saves the face the arrows stopped on (now: the person moved on, or the pause passed). */
  function saveSettled(value: RatingValue) {
    clearTimeout(settleTimer.current)
    setSettling(null)
    void choose(value)
  }

  /**
   * A click, Space or touch saves at once; the arrows move through the faces as a native radio
   * group does, and only the face they stop on is saved, once (ADR 018).
   */
  function onChoice(value: RatingValue) {
    if (!movedByArrow.current) {
      void choose(value)
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
      aria-busy={saved.isPending || save.isPending}
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
      <SavingStatus busy={save.isPending} />
    </fieldset>
  )
}
