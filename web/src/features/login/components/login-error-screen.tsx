import { Button } from '@/components/ui/button'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/access'

/** Spec §2 "Error screen": "Atenção!", the message for the status, and Voltar. */
export function LoginErrorScreen({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.loginError.title}</ScreenTitle>
      <p className="lead">{message}</p>
      <Button onClick={onBack}>{t.common.back}</Button>
    </section>
  )
}
