import type { ReactNode } from 'react'
import { DraftNotice } from './draft-notice'
import type { Draft } from './use-draft'

/**
 * A wizard form that keeps a draft (docs/decisions/021): its notice first, then its fields;
 * Enter in a field and the notice's Salvar agora both call `submit`.
 */
export function DraftForm({
  className,
  draft,
  submit,
  busy,
  children,
}: {
  className: string
  draft: Draft
  submit: () => void
  busy?: boolean
  children: ReactNode
}) {
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <DraftNotice draft={draft} onSave={submit} />
      {children}
    </form>
  )
}
