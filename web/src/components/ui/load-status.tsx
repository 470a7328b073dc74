import type { ReactNode } from 'react'
import * as t from '@/text/pt-BR/core'

/**
 * A screen's loading line and its failure, each in a live region that is in the page from the
 * start: screen readers announce what changes in a region, not a region that appears with its
 * text already inside (the failure was never heard). Empty, they take no room. The texts are the
 * metadata's (the public screens and the login) unless given; `retry` shows with the failure,
 * outside its alert.
 */
export function LoadStatus({
  pending,
  failed,
  loading = t.app.loading,
  failure = t.app.metaUnavailable,
  retry,
}: {
  pending: boolean
  failed: boolean
  loading?: string
  failure?: string
  retry?: ReactNode
}) {
  return (
    <>
      <output className="loading">{pending && loading}</output>
      <div role="alert">{failed && <p className="form-error">{failure}</p>}</div>
      {failed && retry}
    </>
  )
}
