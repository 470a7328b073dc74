import * as t from '@/text/pt-BR/core'

/**
 * A screen's loading line and its failure, each in a live region that is in the page from the
 * start: screen readers announce what changes in a region, not a region that appears with its
 * text already inside (the failure was never heard). Empty, they take no room.
 */
export function LoadStatus({ pending, failed }: { pending: boolean; failed: boolean }) {
  return (
    <>
      <output className="loading">{pending && t.app.loading}</output>
      <div role="alert">{failed && <p className="form-error">{t.app.metaUnavailable}</p>}</div>
    </>
  )
}
