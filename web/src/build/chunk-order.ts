/**
 * Chunks in an order where each comes after the chunks it imports: importing one evaluates what
 * it imports first, in the same task, so only in this order is each chunk evaluated in a task of
 * its own (the entry's imports, start-after-paint.ts; a route's chunks, route-preload.ts;
 * docs/decisions/025). Imports outside `files` are left out.
 */
export function dependenciesFirst(
  files: string[],
  importsOf: (file: string) => string[],
): string[] {
  const ordered: string[] = []
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of importsOf(file)) if (files.includes(imported)) visit(imported)
    ordered.push(file)
  }
  for (const file of files) visit(file)
  return ordered
}
