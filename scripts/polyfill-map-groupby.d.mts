/** Adds `Map.groupBy` where the runtime lacks it (Node 20). */
export function installMapGroupBy(): void
