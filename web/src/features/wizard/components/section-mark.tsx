import * as t from '@/text/pt-BR/wizard'
import { CheckIcon, ErrorIcon } from './icons'

/**
 * A section's mark (steps 1 and 2): a check when complete, the red error icon when required and
 * incomplete, nothing otherwise (spec §2); screen readers hear it in words.
 */
export type SectionMark = 'complete' | 'missing' | 'none'

export function sectionMark(complete: boolean, isRequired: boolean): SectionMark {
  if (complete) return 'complete'
  return isRequired ? 'missing' : 'none'
}

export function SectionMarkIcon({ mark }: { mark: SectionMark }) {
  if (mark === 'none') return null
  return (
    <>
      {mark === 'complete' ? <CheckIcon /> : <ErrorIcon />}
      <span className="visually-hidden"> ({t.wizard.sectionMark[mark]})</span>
    </>
  )
}
