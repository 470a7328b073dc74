import { personState } from '../support'

/** The technician who releases and consolidates the cases below. */
export const technician = 900

/** Cases the provider states write (ADR 004), one per status. */
export const cases = {
  locked: { status: 'locked', data_hora: '2025-05-12T10:15:00-03:00' },
  released: {
    status: 'released',
    uupfid: technician,
    data_hora: '2025-05-20T16:42:00-03:00',
    message: '<p>A imagem do <strong>RG</strong> está ilegível.</p>',
  },
  done: {
    status: 'done',
    uupfid: technician,
    data_hora: '2025-06-02T09:05:00-03:00',
    validation_hash: 'a3f91c0b7d2e',
  },
} as const

const caseStates = {
  locked: 'a person whose case is locked',
  released: 'a person whose case was released',
  done: 'a person whose case is done',
} as const

/** Provider state of the person and their case in `status` (a locked case refuses the writes). */
export const withCase = (status: keyof typeof cases) =>
  personState(caseStates[status], { case: cases[status] })

export const withoutCase = personState('a logged-in person without a case')
