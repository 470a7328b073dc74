import { createFileRoute, redirect } from '@tanstack/react-router'
import { isAuthenticated } from '@/features/session/session'

/** Routes under _private/ need a logged-in person; the others go back to `/` (spec §6). */
export const Route = createFileRoute('/_private')({
  beforeLoad: () => {
    if (!isAuthenticated()) throw redirect({ to: '/', replace: true })
  },
})
