import { describe, expect, it } from 'vitest'
import { metadata } from '@/test/metadata'
import { wizardEntity } from './entity'

describe('wizardEntity', () => {
  const meta = metadata()

  it('is the chosen entity', () => {
    expect(wizardEntity(meta, 'pernambuco', 'x')?.nome).toBe('Pernambuco')
  })

  it("falls back to the entity of the person's login id", () => {
    expect(wizardEntity(meta, null, 'Recife-oid-test')?.nome).toBe('Recife')
    expect(wizardEntity(meta, null, 'Pernambuco-oid-prod')?.nome).toBe('Pernambuco')
    expect(wizardEntity(meta, null, 'IPSL São Lourenço-oid-test')?.nome).toBe('IPSL São Lourenço')
    expect(wizardEntity(meta, null, 'nobody')).toBeUndefined()
  })

  it('is the special host entity on a special host', () => {
    const special = { ...meta, host: 'ipsl.localhost' }
    expect(wizardEntity(special, 'recife', 'x')?.nome).toBe('IPSL São Lourenço')
  })
})
