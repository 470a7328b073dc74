import type { CaseRecord } from '@censo/contracts'
import type { SeedCase } from '@censo/fixtures'
import { HttpProblem } from '../http-problem'

/** Case check record (recad higienize-segurado): the state machine of DESIGN §4, pure. */

export type CaseStatus = SeedCase['status']
/** "none": no record yet (the status lookup answers 404). */
export type CaseState = CaseStatus | 'none'
export type CaseAction = 'finalize' | 'release' | 'consolidate'

const TRANSITIONS: Record<CaseState, Partial<Record<CaseAction, CaseStatus>>> = {
  none: { finalize: 'locked' },
  locked: { release: 'released', consolidate: 'done' },
  released: { finalize: 'locked' },
  done: {},
}

export function stateOf(record: SeedCase | undefined): CaseState {
  return record?.status ?? 'none'
}

/** The state an action leads to, or undefined when the action is illegal there. */
export function nextState(state: CaseState, action: CaseAction): CaseStatus | undefined {
  return TRANSITIONS[state][action]
}

function assertTransition(record: SeedCase | undefined, action: CaseAction): void {
  if (!nextState(stateOf(record), action)) throw new HttpProblem(409)
}

/** The person confirms CONCLUIR: none or released → locked (a new checking round). */
export function finalize(record: SeedCase | undefined, at: string): SeedCase {
  assertTransition(record, 'finalize')
  return { status: 'locked', data_hora: at }
}

export interface TechnicianAct {
  /** pf_id of the technician. */
  technician: number
  at: string
}

/** The technician sends the case back with inconsistencies (HTML): locked → released. */
export function release(
  record: SeedCase | undefined,
  act: TechnicianAct & { message: string },
): SeedCase {
  assertTransition(record, 'release')
  return { status: 'released', uupfid: act.technician, data_hora: act.at, message: act.message }
}

/** The technician consolidates the case and a receipt becomes available: locked → done. */
export function consolidate(
  record: SeedCase | undefined,
  act: TechnicianAct & { validationHash: string },
): SeedCase {
  assertTransition(record, 'consolidate')
  return {
    status: 'done',
    uupfid: act.technician,
    data_hora: act.at,
    validation_hash: act.validationHash,
  }
}

/** While the case is locked (being checked) or done the person cannot edit their record. */
export function isEditable(record: SeedCase | undefined): boolean {
  const state = stateOf(record)
  return state === 'none' || state === 'released'
}

/** The record as the status lookup answers it (absent fields as null). */
export function caseRecord(record: SeedCase): CaseRecord {
  return {
    status: record.status,
    uupfid: record.uupfid ?? null,
    message: record.message ?? null,
    data_hora: record.data_hora ?? null,
    validation_hash: record.validation_hash ?? null,
  }
}
