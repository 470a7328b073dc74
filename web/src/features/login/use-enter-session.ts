import { useNavigate } from '@tanstack/react-router'
import { getSessionUser, setToken } from '@/features/session/session'

/** Stores the person token and lands: /Status/ for a "limited" user, /Ajuda/ otherwise (§4.5). */
export function useEnterSession() {
  const navigate = useNavigate()
  return (token: string) => {
    setToken(token)
    const limited = getSessionUser()?.status === 'limited'
    void navigate({ to: limited ? '/Status/' : '/Ajuda/' })
  }
}
