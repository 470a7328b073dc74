import { useEffect, useRef } from 'react'
import './drafts.css'
import * as t from '@/text/pt-BR/wizard'
import type { Draft } from './use-draft'

const text = t.wizard.drafts

/**
 * What a form says about its draft (docs/decisions/021), in one polite live region: that what was
 * typed came back (with Descartar), that it cannot be saved without a connection, and, once the
 * connection is back, Salvar agora (`onSave`: the form's own save).
 */
export function DraftNotice({ draft, onSave }: { draft: Draft; onSave: () => void }) {
  const region = useRef<HTMLOutputElement>(null)
  const offline = draft.waiting && !draft.online
  useEffect(() => {
    // The refusal may come from Próximo at the bottom of a long step: bring the message in view.
    if (offline) region.current?.scrollIntoView?.({ block: 'nearest' })
  }, [offline])
  return (
    <output ref={region} className="draft-notice">
      {draft.restored && (
        <span className="draft-notice-line">
          <span>{text.restored}</span>
          <button type="button" className="btn btn-secondary" onClick={draft.discard}>
            {text.discard}
          </button>
        </span>
      )}
      {draft.waiting && (
        <span className={`draft-notice-line${offline ? ' draft-notice-offline' : ''}`}>
          <span>{offline ? text.offline : text.online}</span>
          {!offline && (
            <button type="button" className="btn btn-primary" onClick={onSave}>
              {text.saveNow}
            </button>
          )}
        </span>
      )}
    </output>
  )
}
