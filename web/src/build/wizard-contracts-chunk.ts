import type { Plugin, Rollup } from 'vite'

/** The wizard's own code: the steps and what only they use. */
const WIZARD = /[\\/]web[\\/]src[\\/]features[\\/]wizard[\\/]/
const CONTRACTS = /[\\/]contracts[\\/]src[\\/]/
/**
 * The contracts' index re-exports every schema; the bundler keeps only the bindings an importer
 * uses, so an importer of the index is not an importer of each schema behind it.
 */
const CONTRACTS_INDEX = /[\\/]contracts[\\/]src[\\/]index\.ts$/

type ImportersOf = (id: string) => readonly string[]

/**
 * The contracts' modules that only the wizard uses: every module of the app that imports one,
 * directly or through other contracts' modules, is part of the wizard. Those the login, the case
 * gates or the review also use stay where the bundler puts them.
 */
export function wizardOnlyContracts(moduleIds: Iterable<string>, importersOf: ImportersOf) {
  const wizardOnly = new Set<string>()
  for (const id of moduleIds) {
    if (!CONTRACTS.test(id)) continue
    const appImporters = new Set<string>()
    const seen = new Set([id])
    const queue = [id]
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const importer of importersOf(next)) {
        if (seen.has(importer) || CONTRACTS_INDEX.test(importer)) continue
        seen.add(importer)
        if (CONTRACTS.test(importer)) queue.push(importer)
        else appImporters.add(importer)
      }
    }
    if (appImporters.size > 0 && [...appImporters].every((importer) => WIZARD.test(importer))) {
      wizardOnly.add(id)
    }
  }
  return wizardOnly
}

type Chunk = { fileName: string; imports: string[]; moduleIds: readonly string[]; isEntry: boolean }
/** What the check reads of a bundle's outputs (Rollup's chunks and assets). */
type Output = { type: 'asset' } | ({ type: 'chunk' } & Chunk)

/**
 * Why the chunk of the captured modules would break the page, if it would: a module it holds left
 * in another chunk that imports it back (the two chunks would import each other, and one would
 * run before what it needs is defined), or the entry loading it.
 */
export function groupChunkProblem(
  bundle: Record<string, Output>,
  captured: ReadonlySet<string>,
): string | undefined {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const group = chunks.find((chunk) => chunk.moduleIds.some((id) => captured.has(id)))
  if (!group) return undefined
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const reaches = (from: string, target: string, seen = new Set<string>()): boolean => {
    if (from === target) return true
    if (seen.has(from)) return false
    seen.add(from)
    return (byName.get(from)?.imports ?? []).some((next) => reaches(next, target, seen))
  }
  if (group.imports.some((imported) => reaches(imported, group.fileName))) {
    return `the wizard's contracts chunk ${group.fileName} imports a chunk that imports it back`
  }
  const entry = chunks.find((chunk) => chunk.isEntry && reaches(chunk.fileName, group.fileName))
  if (entry)
    return `the entry ${entry.fileName} loads the wizard's contracts chunk ${group.fileName}`
  return undefined
}

/**
 * The steps' contracts (zod building their schemas, about half of the wizard's code to evaluate)
 * in a chunk of their own, so that the page evaluates them in a task apart from the wizard's
 * (lib/route-chunks.ts): one task over a cheap phone's long-task limit became two under it
 * (docs/decisions/025). Only the modules themselves move, not what they import: the contracts'
 * shared parts stay where the login and the case gates load them.
 */
export function wizardContractsChunk(): {
  plugin: Plugin
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }
} {
  let captured = new Set<string>()
  const plugin: Plugin = {
    name: 'censo:wizard-contracts-chunk',
    apply: 'build',
    buildEnd() {
      const importersOf = (id: string) => {
        const info: Rollup.ModuleInfo | null = this.getModuleInfo(id)
        return info ? [...info.importers, ...info.dynamicImporters] : []
      }
      captured = wizardOnlyContracts(this.getModuleIds(), importersOf)
    },
    generateBundle(_options, bundle) {
      const problem = groupChunkProblem(bundle, captured)
      if (problem) this.error(problem)
    },
  }
  return {
    plugin,
    group: {
      name: 'wizard-contracts',
      test: (id) => captured.has(id),
      includeDependenciesRecursively: false,
    },
  }
}
