import { describe, expect, it } from 'vitest'
import { clearLocalCopy, initialProfileValues, localCopyKey, writeLocalCopy } from './local-copy'
import { profileValues, toProfile } from './rules'

const profile = toProfile({
  pf_id: 1004,
  nome: 'Antônio Raimundo Costa',
  cpf: '12345678909',
  nascimento: '1959-06-30',
  sexo: 'm6rj36',
  filiacao: [],
  estado_civil: 'a1s8lt',
  escolaridade: 'e4mdcp',
  bio: { raca_cor: '3' },
  pf_cpf_valid: true,
  document_info: { perfil: { uupfid: 1004, data_hora: '2026-01-02T10:00:00Z' } },
})
const loaded = profileValues(profile)

describe('local copy of the profile (per person)', () => {
  it('starts from the loaded profile when there is no copy', () => {
    expect(initialProfileValues(profile)).toEqual(loaded)
  })

  it('restores the unsent edits of this person, not the disabled fields', () => {
    writeLocalCopy(profile, { ...loaded, nome_pai: 'José Costa', cpf: '111.444.777-35' })
    expect(localStorage.getItem(localCopyKey(1004))).toContain('José Costa')
    const restored = initialProfileValues(profile)
    expect(restored.nome_pai).toBe('José Costa')
    // The CPF is validated (disabled): a stale copy cannot bring another one back.
    expect(restored.cpf).toBe('123.456.789-09')
    expect(initialProfileValues({ ...profile, pfId: 1005 })).toEqual(loaded)
  })

  it('drops the copy once the server profile changed after it', () => {
    writeLocalCopy(profile, { ...loaded, nome_mae: 'Maria Costa' })
    const newer = {
      ...profile,
      author: { uupfid: 1004, data_hora: '2026-02-01T10:00:00Z' },
    }
    expect(initialProfileValues(newer).nome_mae).toBe('')
  })

  it('keeps nothing when nothing changed, and forgets on clear', () => {
    writeLocalCopy(profile, { ...loaded, nome_mae: 'Maria Costa' })
    writeLocalCopy(profile, loaded)
    expect(localStorage.getItem(localCopyKey(1004))).toBeNull()
    writeLocalCopy(profile, { ...loaded, nome_mae: 'Maria Costa' })
    clearLocalCopy(1004)
    expect(initialProfileValues(profile)).toEqual(loaded)
  })

  it('ignores a broken copy', () => {
    localStorage.setItem(localCopyKey(1004), '{not json')
    expect(initialProfileValues(profile)).toEqual(loaded)
  })
})
