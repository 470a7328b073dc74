#!/usr/bin/env node
// Feature boundaries of the web app (docs/decisions/013), checked with the lint:
// - a feature is reached from outside it (another feature, a route) only through one of the
//   modules its `public.json` lists, by `@/features/<feature>/<module>`;
// - the shared folders (`components/`, `lib/`, `text/`) import no feature; `app/` (the shell
//   that wires the features together) and `routes/` reach them through their public modules;
// - nothing below `app/` imports it: not the features, not the shared folders (issue 23: the API
//   clients, their hooks and the exchange cache are in `lib/api/`, so no cycle runs through app/);
// - a feature's own tests may reach anything of it; tests reach another feature only through
//   its public modules as well;
// - a wizard step's texts (`features/wizard/steps/<step>/texts.ts`) are imported by that step's
//   folder only: what the frame or several steps say is in `text/pt-BR/wizard.ts`.
// No barrels: a public module is imported by its own path, so a lazily loaded screen stays in
// its route's chunk (docs/decisions/007).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const src = path.join(root, 'web', 'src')
const featuresDir = path.join(src, 'features')
const SHARED = ['components', 'lib', 'text']
const STEP_TEXTS = /^features\/wizard\/steps\/([^/]+)\/texts$/

function filesBelow(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesBelow(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

const publicOf = new Map(
  readdirSync(featuresDir)
    .filter((name) => statSync(path.join(featuresDir, name)).isDirectory())
    .map((feature) => {
      let modules = []
      try {
        modules = JSON.parse(readFileSync(path.join(featuresDir, feature, 'public.json'), 'utf8'))
      } catch {
        // A feature without public.json has nothing public.
      }
      return [feature, new Set(modules)]
    }),
)

/** The module an import names, relative to web/src without extension, or null if outside it. */
function targetOf(file, specifier) {
  if (specifier.startsWith('@/')) return specifier.slice(2)
  if (!specifier.startsWith('.')) return null
  const resolved = path.relative(src, path.resolve(path.dirname(file), specifier))
  return resolved.startsWith('..') ? null : resolved.split(path.sep).join('/')
}

const problems = []
const importPattern = /(?:from|import)\s*\(?\s*'([^']+)'/g
for (const file of filesBelow(src)) {
  const from = path.relative(src, file).split(path.sep)
  const fromFeature = from[0] === 'features' ? from[1] : null
  const text = readFileSync(file, 'utf8')
  for (const [, specifier] of text.matchAll(importPattern)) {
    const target = targetOf(file, specifier)
    if (target?.startsWith('app/') && (fromFeature || SHARED.includes(from[0]))) {
      problems.push(
        `web/src/${from.join('/')}: '${specifier}': app/ composes the features; ${from[0]}/ does not import it (the API clients are in lib/api/)`,
      )
      continue
    }
    if (!target?.startsWith('features/')) continue
    const [, feature, ...rest] = target.split('/')
    const where = `web/src/${from.join('/')}: '${specifier}'`
    const textsOf = STEP_TEXTS.exec(target)?.[1]
    if (textsOf && !from.join('/').startsWith(`features/wizard/steps/${textsOf}/`)) {
      problems.push(
        `${where}: step ${textsOf}'s texts are its own; what the frame or several steps say is in text/pt-BR/wizard.ts`,
      )
      continue
    }
    if (feature === fromFeature) continue
    if (SHARED.includes(from[0])) {
      problems.push(`${where}: ${from[0]}/ is shared and imports no feature`)
      continue
    }
    if (!specifier.startsWith('@/')) {
      problems.push(`${where}: another feature is imported by @/features/${feature}/…`)
      continue
    }
    const module = rest.join('/')
    if (!publicOf.get(feature)?.has(module)) {
      problems.push(
        `${where}: not public in features/${feature}/public.json (${[...(publicOf.get(feature) ?? [])].join(', ') || 'nothing'})`,
      )
    }
  }
}

for (const [feature, modules] of publicOf) {
  for (const module of modules) {
    const base = path.join(featuresDir, feature, module)
    if (!['.ts', '.tsx'].some((ext) => statSync(base + ext, { throwIfNoEntry: false }))) {
      problems.push(`web/src/features/${feature}/public.json: no module ${module}`)
    }
  }
}

if (problems.length > 0) {
  console.error(`feature boundaries (docs/decisions/013):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`feature boundaries: ${publicOf.size} features, every import through a public module`)
