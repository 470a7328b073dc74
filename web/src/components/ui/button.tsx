import { createLink } from '@tanstack/react-router'
import type { ButtonHTMLAttributes, ComponentPropsWithRef } from 'react'

type Variant = 'primary' | 'secondary' | 'link'

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={`btn btn-${variant} ${className ?? ''}`} {...props} />
}

function StyledAnchor({
  variant = 'primary',
  className,
  children,
  ...props
}: ComponentPropsWithRef<'a'> & { variant?: Variant }) {
  return (
    <a className={`btn btn-${variant} ${className ?? ''}`} {...props}>
      {children}
    </a>
  )
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export const ButtonLink = createLink(StyledAnchor)
