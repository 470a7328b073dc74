/**
 * The next id after the largest one given (at least `floor` + 1). A loop, not
 * `Math.max(...ids)`: a spread of a large db's ids would overflow the call stack.
 */
export function nextId(ids: Iterable<number>, floor = 0): number {
  let largest = floor
  for (const id of ids) if (id > largest) largest = id
  return largest + 1
}

/** Every id of one kind of item across the stored persons' lists. */
export function* idsOf<Person, Item>(
  persons: readonly Person[],
  items: (person: Person) => readonly Item[] | undefined,
  id: (item: Item) => number,
): Generator<number> {
  for (const person of persons) for (const item of items(person) ?? []) yield id(item)
}
