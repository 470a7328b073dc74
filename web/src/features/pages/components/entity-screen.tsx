import type { Entity } from '@censo/contracts'
import type { ReactNode } from 'react'
import { ScreenTitle } from '@/components/ui/screen-title'
import { TenantPicker } from '@/features/tenant/components/tenant-picker'
import { useTenant } from '@/features/tenant/tenant'
import { BackButton } from './back-button'
import { LoadStatus } from '@/components/ui/load-status'

/**
 * A screen whose content belongs to one entity (Contato, Info, Legal): on a special host that
 * entity's content at once; otherwise the "Selecione Municipio ou Estado" select (the choice is
 * saved as selectedMunicipio and shared with the login) and the content once chosen.
 */
export function EntityScreen({
  title,
  choose,
  children,
}: {
  title: string
  /** What to do while no entity is chosen. */
  choose: string
  children: (entity: Entity) => ReactNode
}) {
  const tenant = useTenant()
  return (
    <section className="screen screen-text">
      <ScreenTitle>{title}</ScreenTitle>
      <LoadStatus pending={tenant.status === 'pending'} failed={tenant.status === 'error'} />
      {tenant.status === 'ready' && (
        <>
          {!tenant.special && <TenantPicker tenant={tenant} />}
          {tenant.entity ? (
            <div className="entity-content">{children(tenant.entity)}</div>
          ) : (
            <p className="lead">{choose}</p>
          )}
        </>
      )}
      <BackButton />
    </section>
  )
}
