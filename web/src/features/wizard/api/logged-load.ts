/**
 * Spec §8: a failure to load the person's data is only logged, and the query fails (the step
 * offers a retry or shows what it could not read). `what` names the load in the log.
 */
export async function loggedLoad<Data>(what: string, load: () => Promise<Data>): Promise<Data> {
  try {
    return await load()
  } catch (error) {
    console.error(`wizard: ${what} failed`, error)
    throw error
  }
}
