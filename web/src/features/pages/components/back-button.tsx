import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import * as t from '@/text/pt-BR/core'

/** Voltar: the previous page of this visit, or `/` when the screen was opened directly. */
export function BackButton() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <Button
      variant="secondary"
      className="btn-back"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
    >
      {t.common.back}
    </Button>
  )
}
