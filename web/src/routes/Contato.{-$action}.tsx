import { createFileRoute } from '@tanstack/react-router'
import { ContatoScreen } from '@/features/pages/components/contato-screen'

/** `action`: `chat` opens the live chat at once (when the entity has it). */
export const Route = createFileRoute('/Contato/{-$action}')({
  staticData: { offline: true },
  component: function ContatoRoute() {
    const { action } = Route.useParams()
    return <ContatoScreen action={action} />
  },
})
