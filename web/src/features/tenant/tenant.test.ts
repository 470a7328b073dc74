import { describe, expect, it } from 'vitest'
import { entity, metadata } from '@/test/metadata'
import { loginIds, resolveTenant } from './tenant'

describe('resolveTenant', () => {
  it('offers the select when there are several entities, in the metadata order', () => {
    const tenant = resolveTenant(metadata(), null)
    expect(tenant.showSelect).toBe(true)
    expect(tenant.choices.map((choice) => choice.entity.nome)).toEqual(['Recife', 'Pernambuco'])
    expect(tenant.entity).toBeUndefined()
  })

  it('uses the entity saved as selectedMunicipio', () => {
    expect(resolveTenant(metadata(), 'pernambuco').entity?.nome).toBe('Pernambuco')
    expect(resolveTenant(metadata(), 'gone').entity).toBeUndefined()
  })

  it('hides the select and uses censo_domain_esp[host] on a special host', () => {
    const tenant = resolveTenant(
      metadata({ host: 'ipsl.localhost', censo_domain_banner: 'https://files.test/b.png' }),
      'recife',
    )
    expect(tenant.showSelect).toBe(false)
    expect(tenant.special).toBe(true)
    expect(tenant.entity?.nome).toBe('IPSL São Lourenço')
    expect(tenant.banner).toBe('https://files.test/b.png')
  })

  it('falls back to the select when the host has no entity in censo_domain_esp', () => {
    const tenant = resolveTenant(metadata({ host: 'outro.localhost' }), null)
    expect(tenant.special).toBe(false)
    expect(tenant.showSelect).toBe(true)
  })

  it('hides the select when only one entity exists and uses it', () => {
    const tenant = resolveTenant(metadata({ censo_domain: { solo: entity('Olinda') } }), null)
    expect(tenant.showSelect).toBe(false)
    expect(tenant.entity?.nome).toBe('Olinda')
    expect(tenant.entityId).toBe('solo')
  })
})

describe('loginIds', () => {
  it('picks the test ids on localhost/alpha hosts and the production ids elsewhere', () => {
    const recife = entity('Recife')
    expect(loginIds(recife, 'localhost:5173')).toEqual({
      oid: 'Recife-oid-test',
      oeid: 'Recife-oeid-test',
    })
    expect(loginIds(recife, 'censo.recife.pe.gov.br')).toEqual({
      oid: 'Recife-oid-prod',
      oeid: 'Recife-oeid-prod',
    })
  })
})
