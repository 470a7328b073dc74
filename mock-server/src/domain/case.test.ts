import type { SeedCase } from '@censo/fixtures'
import { describe, expect, it } from 'vitest'
import {
  caseRecord,
  consolidate,
  finalize,
  isEditable,
  nextState,
  release,
  type CaseAction,
  type CaseState,
} from './case'

const at = '2025-06-02T12:05:00.000Z'
const act = { technician: 900, at }
const locked: SeedCase = { status: 'locked', data_hora: '2025-05-12T10:15:00-03:00' }
const released: SeedCase = {
  status: 'released',
  uupfid: 900,
  data_hora: '2025-05-20T16:42:00-03:00',
  message: '<p>Envie o RG.</p>',
}
const done: SeedCase = {
  status: 'done',
  uupfid: 900,
  data_hora: '2025-06-02T09:05:00-03:00',
  validation_hash: 'a3f91c0b7d2e',
}
const byState: Record<CaseState, SeedCase | undefined> = {
  none: undefined,
  locked,
  released,
  done,
}

function apply(record: SeedCase | undefined, action: CaseAction): SeedCase {
  if (action === 'finalize') return finalize(record, at)
  if (action === 'release') return release(record, { ...act, message: '<p>x</p>' })
  return consolidate(record, { ...act, validationHash: '0123456789ab' })
}

describe('case state machine', () => {
  const legal: Array<[CaseState, CaseAction, CaseState]> = [
    ['none', 'finalize', 'locked'],
    ['locked', 'release', 'released'],
    ['locked', 'consolidate', 'done'],
    ['released', 'finalize', 'locked'],
  ]
  const actions: CaseAction[] = ['finalize', 'release', 'consolidate']
  const states: CaseState[] = ['none', 'locked', 'released', 'done']
  const illegal = states.flatMap((state) =>
    actions
      .filter((action) => !legal.some(([from, by]) => from === state && by === action))
      .map((action): [CaseState, CaseAction] => [state, action]),
  )

  it.each(legal)('%s --%s--> %s', (from, action, to) => {
    expect(nextState(from, action)).toBe(to)
    expect(apply(byState[from], action).status).toBe(to)
  })

  it.each(illegal)('refuses %s --%s--> with 409 "Registro já existente"', (from, action) => {
    expect(nextState(from, action)).toBeUndefined()
    expect(() => apply(byState[from], action)).toThrow(
      expect.objectContaining({ status: 409, message: 'Registro já existente' }),
    )
  })

  it('covers every state and action (8 illegal pairs)', () => {
    expect(illegal).toHaveLength(8)
  })

  it('starts a new round on finalize, dropping the previous message and technician', () => {
    expect(finalize(released, at)).toEqual({ status: 'locked', data_hora: at })
    expect(finalize(undefined, at)).toEqual({ status: 'locked', data_hora: at })
  })

  it('records the technician, the time and the message or hash', () => {
    expect(release(locked, { ...act, message: '<p>Envie o RG.</p>' })).toEqual({
      status: 'released',
      uupfid: 900,
      data_hora: at,
      message: '<p>Envie o RG.</p>',
    })
    expect(consolidate(locked, { ...act, validationHash: 'a3f91c0b7d2e' })).toEqual({
      status: 'done',
      uupfid: 900,
      data_hora: at,
      validation_hash: 'a3f91c0b7d2e',
    })
  })

  it('does not change the record it is given', () => {
    const copy = structuredClone(locked)
    consolidate(locked, { ...act, validationHash: 'a3f91c0b7d2e' })
    expect(locked).toEqual(copy)
  })

  it('lets the person edit only without a case or when it was released', () => {
    expect(isEditable(undefined)).toBe(true)
    expect(isEditable(released)).toBe(true)
    expect(isEditable(locked)).toBe(false)
    expect(isEditable(done)).toBe(false)
  })

  it('answers absent fields as null', () => {
    expect(caseRecord(locked)).toEqual({
      status: 'locked',
      uupfid: null,
      message: null,
      data_hora: locked.data_hora,
      validation_hash: null,
    })
  })
})
