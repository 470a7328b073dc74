import {
  sampleDependantExtras,
  sampleFamilyLink,
  sampleNewDependant,
} from '@censo/fixtures/samples/dependants'
import type { WriteExample } from '../write-example'

const path = '/social/v1/pessoa-fisica'
/** Nobody has this pf_id: a well-formed link or extras for it is a 404 (no dependant needed). */
const nobody = 999999

export const examples: WriteExample[] = [
  { url: `${path}/inserir/`, body: { ...sampleNewDependant }, auth: 'person', ok: 200 },
  {
    url: `${path}/familia/`,
    body: { pf_id: 1001, ref_id: nobody, ...sampleFamilyLink },
    auth: 'person',
    ok: 404,
    foreign: { pf_id: 1002, ref_id: nobody, ...sampleFamilyLink },
  },
  {
    method: 'DELETE',
    url: `${path}/familia/1001/${nobody}/`,
    body: { ...sampleFamilyLink },
    auth: 'person',
    ok: 404,
    foreignUrl: `${path}/familia/1002/${nobody}/`,
  },
  {
    url: `${path}/dep-extras/`,
    body: { parent_id: 1001, pf_id: nobody, ...sampleDependantExtras },
    auth: 'person',
    ok: 404,
    foreign: { parent_id: 1002, pf_id: nobody, ...sampleDependantExtras },
  },
]
