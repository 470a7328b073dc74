import type { CaseRecord } from '@censo/contracts'
import type { SeedCase } from '@censo/fixtures'
import { HttpProblem } from '../http-problem'

/** Case check record (recad higienize-segurado): the state machine of DESIGN §4, pure. */

export type CaseStatus = SeedCase['status']
/** "none": no record yet (the status lookup answers 404). */
export type CaseState = CaseStatus | 'none'
/** `relock`: the technician's tool puts a checked case back to locked (a tester's re-run). */
export type CaseAction = 'finalize' | 'release' | 'consolidate' | 'relock'

const TRANSITIONS: Record<CaseState, Partial<Record<CaseAction, CaseStatus>>> = {
  none: { finalize: 'locked' },
  locked: { release: 'released', consolidate: 'done' },
  released: { finalize: 'locked', relock: 'locked' },
  done: { relock: 'locked' },
}

export function stateOf(record: SeedCase | undefined): CaseState {
  return record?.status ?? 'none'
}

/** The state an action leads to, or undefined when the action is illegal there. */
export function nextState(state: CaseState, action: CaseAction): CaseStatus | undefined {
  return TRANSITIONS[state][action]
}

/** A state as the technician's tools name it (the CLI, the console). */
export const STATE_LABELS: Record<CaseState, string> = {
  none: 'not sent (no case yet)',
  locked: 'locked (em análise)',
  released: 'released (devolvido)',
  done: 'done (consolidado)',
}

/** Why a technician's `action` cannot happen in `state`, in the technician CLI's words. */
export function refusalReason(state: CaseState, action: Exclude<CaseAction, 'finalize'>): string {
  const rule =
    action === 'relock'
      ? 'only a released or done case can be put back to locked'
      : 'only a locked case can be released or consolidated'
  return `The case is ${STATE_LABELS[state]}: ${rule}.`
}

/**
 * 409 with the spec's message when `action` is illegal in the case's state; a technician's action
 * also says why in `reason` (the person's CONCLUIR answers exactly as the spec's API does).
 */
function assertTransition(record: SeedCase | undefined, action: CaseAction): void {
  const state = stateOf(record)
  if (nextState(state, action)) return
  throw action === 'finalize'
    ? new HttpProblem(409)
    : HttpProblem.because(409, refusalReason(state, action))
}

/** The person confirms CONCLUIR: none or released → locked (a new checking round). */
export function finalize(record: SeedCase | undefined, at: string): SeedCase {
  assertTransition(record, 'finalize')
  return { status: 'locked', data_hora: at }
}

/**
 * A tester puts a released or done case back to locked, as if the person had just confirmed
 * CONCLUIR: the message, the technician and the receipt's hash are gone with the old round.
 */
export function relock(record: SeedCase | undefined, at: string): SeedCase {
  assertTransition(record, 'relock')
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
