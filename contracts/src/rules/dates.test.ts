import { describe, expect, it } from 'vitest'
import { formatDateTime } from './date-time'
import { brDateToIso, isIsoDate, isoToBrDate } from './dates'

describe('dates', () => {
  it('validates and converts calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(brDateToIso('15/04/1968')).toBe('1968-04-15')
    expect(brDateToIso('31/04/1968')).toBeNull()
    expect(isoToBrDate('1968-04-15')).toBe('15/04/1968')
  })
})

describe('formatDateTime (America/Recife)', () => {
  it('shows UTC instants in Recife time (UTC-3, no daylight saving)', () => {
    expect(formatDateTime('2025-06-02T12:05:00Z')).toBe('02/06/2025 09:05')
    expect(formatDateTime('2025-01-15T12:05:00.000Z')).toBe('15/01/2025 09:05')
  })

  it('keeps the local time of a -03:00 timestamp and converts other offsets', () => {
    expect(formatDateTime('2025-05-20T16:42:00-03:00')).toBe('20/05/2025 16:42')
    expect(formatDateTime('2025-05-20T16:42:00+02:00')).toBe('20/05/2025 11:42')
  })

  it('crosses midnight into the previous day and uses 24-hour clock', () => {
    expect(formatDateTime('2025-03-01T02:30:00Z')).toBe('28/02/2025 23:30')
    expect(formatDateTime('2025-03-01T00:00:00-03:00')).toBe('01/03/2025 00:00')
  })

  it('answers an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatDateTime('ontem')).toBe('')
  })
})
