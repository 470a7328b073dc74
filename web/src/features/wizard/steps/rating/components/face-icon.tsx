import type { RatingValue } from '@censo/contracts/schemas/recad/rating'

/** The mouth of each face, from a frown (1) to a broad smile (5). */
const MOUTHS: Record<RatingValue, string> = {
  1: 'M15 33 Q24 24 33 33',
  2: 'M16 32 Q24 27 32 32',
  3: 'M16 30 L32 30',
  4: 'M16 29 Q24 34 32 29',
  5: 'M15 28 Q24 38 33 28',
}

/** A face of the rating (decorative: its radio carries the name). */
export function FaceIcon({ value }: { value: RatingValue }) {
  return (
    <svg
      className={`face face-${value}`}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="21" className="face-disc" />
      <circle cx="17" cy="19" r="2.5" className="face-feature-dot" />
      <circle cx="31" cy="19" r="2.5" className="face-feature-dot" />
      <path
        d={MOUTHS[value]}
        className="face-feature"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
}
