import type { Entity, Metadata } from '@censo/contracts'
import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { detectEnvironment } from '@/lib/environment'
import { storage, storageKeys } from '@/lib/storage'
import { metadataQueryOptions } from './api/metadata'

export interface Tenant {
  /** Entities the user may choose from (empty on a special host). */
  choices: { id: string; entity: Entity }[]
  /** Show the "Selecione Municipio ou Estado" select. */
  showSelect: boolean
  /** The entity in use: chosen, implied by the host, or the only one. */
  entity: Entity | undefined
  entityId: string | undefined
  /** Banner of a special host (its image alt is the entity name). */
  banner: string | undefined
  special: boolean
}

/**
 * Spec §2/§4: on a special host (metadata `host` present) the entity comes from
 * censo_domain_esp[host] and the select is hidden; with a single entity it is hidden too.
 */
export function resolveTenant(metadata: Metadata, selectedId: string | null): Tenant {
  const special = metadata.host ? metadata.censo_domain_esp[metadata.host] : undefined
  if (metadata.host && special) {
    return {
      choices: [],
      showSelect: false,
      entity: special,
      entityId: metadata.host,
      banner: metadata.censo_domain_banner ?? special.banner,
      special: true,
    }
  }
  // A host without its entity in censo_domain_esp falls back to the ordinary choice.
  // The metadata's order is the order the institute chose.
  const choices = Object.entries(metadata.censo_domain).map(([id, entity]) => ({ id, entity }))
  const only = choices.length === 1 ? choices[0] : undefined
  const chosen = only ?? choices.find((choice) => choice.id === selectedId)
  return {
    choices,
    showSelect: choices.length > 1,
    entity: chosen?.entity,
    entityId: chosen?.id,
    banner: undefined,
    special: false,
  }
}

/** The login ids of the entity for this environment (spec §9). */
export function loginIds(entity: Entity, host?: string) {
  return entity.login_segurado[detectEnvironment(host)]
}

// The chosen entity lives in localStorage 'selectedMunicipio' and is shared by every screen.
const listeners = new Set<() => void>()

export function selectEntity(id: string): void {
  if (id) storage.set(storageKeys.selectedMunicipio, id)
  else storage.remove(storageKeys.selectedMunicipio)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const readSelected = () => storage.get(storageKeys.selectedMunicipio)

export type TenantState =
  { status: 'pending' } | { status: 'error' } | ({ status: 'ready'; metadata: Metadata } & Tenant)

export function useTenant(): TenantState {
  const selected = useSyncExternalStore(subscribe, readSelected, () => null)
  const query = useQuery(metadataQueryOptions())
  if (query.isPending) return { status: 'pending' }
  if (query.isError) return { status: 'error' }
  return { status: 'ready', metadata: query.data, ...resolveTenant(query.data, selected) }
}
