import { Select } from '@/components/ui/select'
import * as t from '@/text/pt-BR/core'
import { selectEntity, type Tenant } from '../tenant'

/**
 * The entity choice: a select when there is a choice to make, the banner on a special host,
 * nothing when only one entity exists.
 */
export function TenantPicker({ tenant }: { tenant: Tenant }) {
  if (tenant.special && tenant.banner) {
    return <img className="tenant-banner" src={tenant.banner} alt={tenant.entity?.nome ?? ''} />
  }
  if (!tenant.showSelect) return null
  return (
    <Select
      label={t.tenant.selectLabel}
      placeholder={t.tenant.selectPlaceholder}
      options={tenant.choices.map(({ id, entity }) => ({ value: id, label: entity.nome }))}
      value={tenant.entityId ?? ''}
      onChange={(event) => selectEntity(event.target.value)}
      required
    />
  )
}
