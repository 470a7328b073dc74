// vitest 5's reporter calls Map.groupBy (Node 21+); on Node 20 a failing test would crash the
// reporter and hide the failure. Every vitest config calls `installMapGroupBy()`.

function groupBy(items, keyOf) {
  const groups = new Map()
  let index = 0
  for (const item of items) {
    const key = keyOf(item, index++)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

/** Adds `Map.groupBy` where the runtime lacks it (Node 20). */
export function installMapGroupBy() {
  if (typeof Map.groupBy !== 'function') Map.groupBy = groupBy
}
