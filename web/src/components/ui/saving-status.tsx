import * as t from '@/text/pt-BR/core'

/**
 * A spinner and "Salvando..." (or `label`) beside a button while its write goes (census-wizard
 * §4: saving or deleting shows a loading indicator). The status region stays in place, empty when
 * idle, so a screen reader announces the text when it appears; its height is kept, so nothing
 * below moves.
 */
export function SavingStatus({ busy, label = t.common.saving }: { busy: boolean; label?: string }) {
  return (
    <output className="saving-status">
      {/* One node in and out: the spinner and the text added apart were two changes of the
          region, which screen readers may announce twice. */}
      {busy && (
        <span className="saving-status-line">
          <span className="spinner" aria-hidden="true" />
          {label}
        </span>
      )}
    </output>
  )
}
