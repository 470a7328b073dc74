import type { ReactNode } from 'react'

/** The facts of a case as a description list (label, value), one row each. */
export function CaseFacts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="case-facts">
      {rows.map((row) => (
        <div key={row.label} className="case-fact">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
