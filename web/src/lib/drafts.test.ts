import { describe, expect, it, vi } from 'vitest'
import { clearPersonDrafts } from './draft-keys'
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_MAX_CHARS,
  draftKey,
  DRAFTS_PER_PERSON,
  readDraft,
  writeDraft,
} from './drafts'

describe('drafts in local storage', () => {
  it('are kept per person and form, for one version of the record', () => {
    writeDraft(42, 'documentos:rg', 'v1', { pf_rg: '123' })
    expect(localStorage.getItem(draftKey(42, 'documentos:rg'))).toContain('123')
    expect(readDraft(42, 'documentos:rg', 'v1')).toEqual({ pf_rg: '123' })
    expect(readDraft(420, 'documentos:rg', 'v1')).toBeNull()
    expect(readDraft(42, 'documentos:rg', 'v2')).toBeNull()
    // Another version drops it for good.
    expect(readDraft(42, 'documentos:rg', 'v1')).toBeNull()
  })

  it('no change removes the draft; a draft too large is not kept', () => {
    writeDraft(42, 'perfil', '', { nome_pai: 'Severino' })
    writeDraft(42, 'perfil', '', {})
    expect(readDraft(42, 'perfil')).toBeNull()
    writeDraft(42, 'perfil', '', { nome_pai: 'Severino' })
    expect(writeDraft(42, 'perfil', '', { obs: 'x'.repeat(DRAFT_MAX_CHARS) })).toBe(false)
    expect(readDraft(42, 'perfil')).toBeNull()
  })

  it('a person keeps the newest ones only, and none older than the bound', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') })
    for (let index = 0; index <= DRAFTS_PER_PERSON; index++) {
      vi.advanceTimersByTime(1000)
      writeDraft(42, `funcionais:${index}`, '', { matricula: String(index) })
    }
    expect(readDraft(42, 'funcionais:0')).toBeNull()
    expect(readDraft(42, `funcionais:${DRAFTS_PER_PERSON}`)).toEqual({
      matricula: String(DRAFTS_PER_PERSON),
    })
    vi.advanceTimersByTime(DRAFT_MAX_AGE_MS + 1)
    expect(readDraft(42, `funcionais:${DRAFTS_PER_PERSON}`)).toBeNull()
  })

  it("clearing a person's drafts leaves the others' (and removes step 0's older local copy)", () => {
    writeDraft(42, 'perfil', '', { nome_pai: 'Severino' })
    writeDraft(4, 'perfil', '', { nome_pai: 'José' })
    localStorage.setItem('perfil_42', '{}')
    clearPersonDrafts(42)
    expect(readDraft(42, 'perfil')).toBeNull()
    expect(localStorage.getItem('perfil_42')).toBeNull()
    expect(readDraft(4, 'perfil')).toEqual({ nome_pai: 'José' })
  })
})
