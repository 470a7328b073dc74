import * as t from '@/text/pt-BR/core'

/** Spec §2 "Header and menus", in order; Legal reads "Fundamentação legal" in the mobile menu. */
export const navItems = [
  { to: '/', label: t.nav.home, exact: true },
  { to: '/Ajuda/', label: t.nav.help },
  { to: '/Contato/{-$action}/', label: t.nav.contact },
  { to: '/Legal/', label: t.nav.legal, mobileLabel: t.nav.legalMobile },
  { to: '/Privacy/', label: t.nav.privacy },
  { to: '/Sobre/', label: t.nav.about },
] as const
