import * as t from '@/text/pt-BR/core'

/**
 * The badge while the person's summary, or the badge's own code, is on its way: the avatar's
 * place and the token's name are there already, so the header (which may wrap to a second line
 * on a wide screen) does not move when the badge arrives.
 */
export function UserBadgePlaceholder({ name }: { name: string }) {
  return (
    <span className="user-badge" aria-busy="true">
      <span className="avatar avatar-placeholder" aria-hidden="true" />
      <span className="user-name">{name}</span>
      <span className="visually-hidden">{t.nav.loadingUser}</span>
    </span>
  )
}
