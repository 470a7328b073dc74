import { lockedCase, statePerson } from '../support'

/** The technician who releases and consolidates the cases below. */
export const technician = 900

/** Cases the provider states write (ADR 004), one per status. */
export const cases = {
  locked: lockedCase,
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

/** Provider-state parameters: the person and their case. */
export const withCase = (status: keyof typeof cases) => ({ ...statePerson, case: cases[status] })
