import { formatDateTime, type AuthorStamp } from '@censo/contracts'
import { useQuery } from '@tanstack/react-query'
import * as t from '@/text/pt-BR/wizard'
import { authorQueryOptions } from '../api/author'
import { PersonIcon } from './icons'

/**
 * Spec §2: avatar (photo or person icon), the last editor's name and the date-time of the last
 * update, or 'Carregando...' while loading. Nothing when the part was never changed.
 */
export function AuthorBlock({ stamp }: { stamp: AuthorStamp | undefined }) {
  if (!stamp) return null
  return <AuthorDetails stamp={stamp} />
}

function AuthorDetails({ stamp }: { stamp: AuthorStamp }) {
  const author = useQuery(authorQueryOptions(stamp.uupfid))
  const when = formatDateTime(stamp.data_hora)
  const photo = author.data?.foto_url
  return (
    <div className="author-block">
      {photo ? (
        <img className="avatar" src={photo} alt="" width={32} height={32} />
      ) : (
        <PersonIcon />
      )}
      <p className="author-text">
        {author.isPending ? (
          t.wizard.loading
        ) : (
          <>
            <span className="author-label">{t.wizard.author.label}: </span>
            {author.data?.nome
              ? t.wizard.author.by(author.data.nome, when)
              : t.wizard.author.at(when)}
          </>
        )}
      </p>
    </div>
  )
}
