import type { ReactNode } from 'react'
import { ScreenTitle } from '@/components/ui/screen-title'

/** A screen a later issue builds: its title and what it will hold. */
export function PlaceholderScreen({
  title,
  text,
  children,
}: {
  title: string
  text: string
  children?: ReactNode
}) {
  return (
    <section className="screen">
      <ScreenTitle>{title}</ScreenTitle>
      <p className="lead">{text}</p>
      {children}
    </section>
  )
}
