import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { metadata } from '@/test/metadata'
import { resolveTenant } from '../tenant'
import { TenantPicker } from './tenant-picker'

describe('TenantPicker', () => {
  it('lists the entities and saves the choice as selectedMunicipio', async () => {
    render(<TenantPicker tenant={resolveTenant(metadata(), null)} />)
    const select = screen.getByRole('combobox', { name: 'Selecione Municipio ou Estado' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecione',
      'Recife',
      'Pernambuco',
    ])
    await userEvent.selectOptions(select, 'Pernambuco')
    expect(localStorage.getItem('selectedMunicipio')).toBe('pernambuco')
  })

  it('shows the banner named after the entity instead of the select on a special host', () => {
    const tenant = resolveTenant(
      metadata({ host: 'ipsl.localhost', censo_domain_banner: 'https://files.test/b.png' }),
      null,
    )
    render(<TenantPicker tenant={tenant} />)
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getByRole('img', { name: 'IPSL São Lourenço' }).getAttribute('src')).toBe(
      'https://files.test/b.png',
    )
  })
})
