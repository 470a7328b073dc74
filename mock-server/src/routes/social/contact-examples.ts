import type { WriteExample } from '../write-example'

/**
 * The writes of one of step 2's lists (person-list.ts): its POST with a sample, and its DELETE of
 * an item nobody has (a well-formed request answered 404: the bad-input cases need no item to
 * exist; the resource's own test deletes real ones).
 */
export function contactListExamples(path: string, sample: object): WriteExample[] {
  const item = { pf_id: 1001, ...sample }
  return [
    { url: `${path}/`, body: item, auth: 'person', ok: 200, foreign: { ...item, pf_id: 1002 } },
    {
      method: 'DELETE',
      url: `${path}/1001/999999/`,
      body: {},
      auth: 'person',
      ok: 404,
      foreignUrl: `${path}/1002/999999/`,
    },
  ]
}
