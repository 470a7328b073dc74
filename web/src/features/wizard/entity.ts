import type { Entity, Metadata } from '@censo/contracts'
import { resolveTenant } from '@/features/tenant/tenant'

/**
 * The entity whose requirements apply (spec §1: selectedMunicipio, or the special host). When
 * neither tells (local storage cleared since login), the entity whose login ids are the
 * person's (the `oid` in the token).
 */
export function wizardEntity(
  metadata: Metadata,
  selectedId: string | null,
  oid: string,
): Entity | undefined {
  const chosen = resolveTenant(metadata, selectedId).entity
  if (chosen) return chosen
  const all = [...Object.values(metadata.censo_domain), ...Object.values(metadata.censo_domain_esp)]
  return all.find(({ login_segurado: ids }) => ids.test.oid === oid || ids.production.oid === oid)
}
