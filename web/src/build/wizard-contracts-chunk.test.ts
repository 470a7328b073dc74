import { describe, expect, it } from 'vitest'
import { groupChunkProblem, wizardOnlyContracts } from './wizard-contracts-chunk'

const C = '/repo/contracts/src'
const W = '/repo/web/src'
/** A module graph as importers per module. */
const graph: Record<string, string[]> = {
  [`${C}/index.ts`]: [`${W}/features/login/login.ts`],
  [`${C}/schemas/common.ts`]: [`${C}/schemas/social/phones.ts`, `${C}/schemas/recad/case.ts`],
  [`${C}/schemas/social/phones.ts`]: [`${C}/client/social/phones.ts`, `${C}/index.ts`],
  [`${C}/client/social/phones.ts`]: [`${W}/features/wizard/steps/contacts/api/contacts.ts`],
  [`${C}/schemas/recad/case.ts`]: [`${C}/client/recad/case.ts`],
  [`${C}/client/recad/case.ts`]: [`${W}/features/case/api/case-status.ts`],
  [`${C}/schemas/unused.ts`]: [],
}
const importersOf = (id: string) => graph[id] ?? []

describe('wizardOnlyContracts', () => {
  it('takes the contracts modules that only the wizard imports, through other contracts too', () => {
    expect([...wizardOnlyContracts(Object.keys(graph), importersOf)].toSorted()).toEqual([
      `${C}/client/social/phones.ts`,
      `${C}/schemas/social/phones.ts`,
    ])
  })

  it('counts an importer of the contracts index as an importer of none of its schemas', () => {
    // phones.ts is re-exported by the index, which the login imports: still the wizard's only.
    expect(wizardOnlyContracts([`${C}/schemas/social/phones.ts`], importersOf).size).toBe(1)
  })

  it('leaves a module the case gates use too, and one nothing imports', () => {
    const taken = wizardOnlyContracts(Object.keys(graph), importersOf)
    expect(taken.has(`${C}/schemas/common.ts`)).toBe(false)
    expect(taken.has(`${C}/schemas/unused.ts`)).toBe(false)
  })
})

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  isEntry,
})

describe('groupChunkProblem', () => {
  const captured = new Set(['contracts/phones.ts'])

  it('accepts the group’s chunk loaded by the wizard alone', () => {
    const bundle = {
      'entry.js': chunk('entry.js', ['libs.js'], ['main.tsx'], true),
      'libs.js': chunk('libs.js', [], ['zod.js']),
      'wizard.js': chunk('wizard.js', ['group.js', 'libs.js'], ['wizard.tsx']),
      'group.js': chunk('group.js', ['libs.js'], ['contracts/phones.ts']),
    }
    expect(groupChunkProblem(bundle, captured)).toBeUndefined()
  })

  it('refuses a group chunk that imports a chunk importing it back', () => {
    const bundle = {
      'wizard.js': chunk('wizard.js', ['group.js'], ['wizard.tsx', 'contracts/files.ts']),
      'group.js': chunk('group.js', ['wizard.js'], ['contracts/phones.ts']),
    }
    expect(groupChunkProblem(bundle, captured)).toMatch(/imports a chunk that imports it back/)
  })

  it('refuses a group chunk the entry loads', () => {
    const bundle = {
      'entry.js': chunk('entry.js', ['group.js'], ['main.tsx'], true),
      'group.js': chunk('group.js', [], ['contracts/phones.ts']),
    }
    expect(groupChunkProblem(bundle, captured)).toMatch(/the entry entry\.js loads/)
  })
})
