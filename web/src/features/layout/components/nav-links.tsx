import { Link } from '@tanstack/react-router'
import { navItems } from '../nav-items'

/** The menu links; `mobile` picks the mobile labels. */
export function NavLinks({
  mobile = false,
  onNavigate,
}: {
  mobile?: boolean
  onNavigate?: () => void
}) {
  return (
    <ul className="nav-list">
      {navItems.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            params={{}}
            className="nav-link"
            activeOptions={{ exact: 'exact' in item }}
            onClick={onNavigate}
          >
            {mobile && 'mobileLabel' in item ? item.mobileLabel : item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
