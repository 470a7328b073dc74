import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import * as t from '@/text/pt-BR/core'

/**
 * Whether the page before this one in the tab is one of ours: a link followed in a screen's
 * first frame, before the app ran, is a page load, so the router's own history starts here.
 */
export function cameFromThisSite(): boolean {
  return window.history.length > 1 && document.referrer.startsWith(`${window.location.origin}/`)
}

/** Voltar: the previous page of this visit, or `/` when the screen was opened directly. */
export function BackButton() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <Button
      variant="secondary"
      className="btn-back"
      onClick={() => {
        if (canGoBack) router.history.back()
        else if (cameFromThisSite()) window.history.back()
        else void router.navigate({ to: '/' })
      }}
    >
      {t.common.back}
    </Button>
  )
}
