import type { CSSProperties, ReactElement } from 'react'
import * as t from '@/text/pt-BR/case'

/** The spec's registration status images (access §2 "/Status/"); ADR 008 says which shows when. */
export type CaseIllustrationKind = 'under-analysis' | 'finalized' | 'refused' | 'not-editable'

// Style, not presentation attributes: var() in `fill="…"` is not honoured by every browser.
const fill = (token: string): CSSProperties => ({ fill: `var(--color-${token})` })
const stroke = (token: string, width: number): CSSProperties => ({
  fill: 'none',
  stroke: `var(--color-${token})`,
  strokeWidth: width,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
})

/** The badge over the document's lower right corner, one per kind. */
const badges: Record<CaseIllustrationKind, ReactElement> = {
  'under-analysis': (
    <>
      <circle cx="64" cy="64" r="11" style={{ ...stroke('primary-dark', 4), ...fill('bg') }} />
      <path d="M72 72l8 8" style={stroke('primary-dark', 5)} />
    </>
  ),
  finalized: (
    <>
      <circle cx="68" cy="68" r="16" style={{ ...stroke('bg', 3), ...fill('success') }} />
      <path d="M60 68l6 6 10-11" style={stroke('on-primary', 4)} />
    </>
  ),
  refused: (
    <>
      <circle cx="68" cy="68" r="16" style={{ ...stroke('bg', 3), ...fill('error') }} />
      <path d="M68 59v10m0 7v.01" style={stroke('on-primary', 4)} />
    </>
  ),
  'not-editable': (
    <>
      <path d="M61 66v-5a7 7 0 0 1 14 0v5" style={stroke('primary-dark', 4)} />
      <rect x="56" y="65" width="24" height="18" rx="3" style={fill('primary-dark')} />
      <circle cx="68" cy="74" r="2.5" style={fill('bg')} />
    </>
  ),
}

/** Only "not editable" says what the screen's text does not: why the wizard did not open. */
const labels: Partial<Record<CaseIllustrationKind, string>> = {
  'not-editable': t.case.images.notEditable,
}

/**
 * A small document with a badge of the case's state. Decorative (hidden from assistive
 * technology) where the heading and text next to it say the same; otherwise an image with a
 * short name. Fixed size, so nothing moves when it appears.
 */
export function CaseIllustration({ kind }: { kind: CaseIllustrationKind }) {
  const label = labels[kind]
  return (
    <svg
      viewBox="0 0 96 96"
      width="112"
      height="112"
      focusable="false"
      className="case-illustration"
      data-illustration={kind}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="48" cy="48" r="46" style={fill('info-bg')} />
      <path d="M26 16h30l14 14v50H26z" style={{ ...stroke('primary', 3), ...fill('bg') }} />
      <path d="M56 16v14h14" style={stroke('primary', 3)} />
      <path d="M34 40h26M34 50h26M34 60h16" style={stroke('muted', 3)} />
      {badges[kind]}
    </svg>
  )
}
