import type { TokenUser } from '@censo/contracts'
import { useQuery } from '@tanstack/react-query'
import { personSummaryQueryOptions } from '../api/person-summary'
import { UserBadgePlaceholder } from './user-badge-placeholder'

/** Name and photo of the logged-in person; on failure the name in the token is enough. */
export function UserBadge({ user }: { user: TokenUser }) {
  const summary = useQuery(personSummaryQueryOptions(user.pfid))
  if (summary.isPending) return <UserBadgePlaceholder name={user.nome} />
  const name = summary.data?.nome ?? user.nome
  const photo = summary.data?.foto_url ?? user.foto
  return (
    <span className="user-badge">
      {photo ? (
        <img className="avatar" src={photo} alt="" width={32} height={32} />
      ) : (
        <span className="avatar avatar-initial" aria-hidden="true">
          {name.charAt(0)}
        </span>
      )}
      <span className="user-name">{name}</span>
    </span>
  )
}
