import type { RatingValue } from '@censo/contracts/schemas/recad/rating'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import '../rating.css'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { useWizard } from '@/features/wizard/wizard-context'
import { ratingQueryOptions, useSaveRating } from '../api/rating'
import { FaceIcon } from './face-icon'

const text = t.wizard.rating

/**
 * Step 5 Avaliação (census-wizard §2): the question and five faces, one radio group (arrows move
 * and choose, as a native radio group does). Choosing a face saves it and thanks the person; the
 * chosen face is highlighted, and all are coloured while none is chosen.
 */
export function RatingStep() {
  const { pfId } = useWizard()
  const saved = useQuery(ratingQueryOptions(pfId))
  const save = useSaveRating(pfId)
  const name = useId()
  // While a click saves, its face shows chosen; a failure puts the saved one back.
  const chosen = save.isPending ? save.variables : (saved.data ?? null)

  async function choose(value: RatingValue) {
    try {
      await save.mutateAsync(value)
      toast.show(text.thanks)
    } catch (error) {
      console.warn('wizard: rating save failed', error)
      toast.error(text.failure)
    }
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
              onChange={() => void choose(value)}
            />
            <FaceIcon value={value} />
            <span className="rating-tooltip">{label}</span>
          </label>
        ))}
      </div>
      {save.isPending && <output className="field-hint">{text.saving}</output>}
    </fieldset>
  )
}
