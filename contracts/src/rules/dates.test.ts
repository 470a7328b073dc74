import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISPLAY_TIME_ZONE, formatDateTime } from './date-time'
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

  it('agrees with the time-zone data on every kind of instant since 2002, without using it', () => {
    const reference = new Intl.DateTimeFormat('pt-BR', {
      timeZone: DISPLAY_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const expected = (time: number) => {
      const parts: Record<string, string> = {}
      for (const part of reference.formatToParts(time)) parts[part.type] = part.value
      return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
    }
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const from = Date.UTC(2002, 9, 1, 3)
    const to = Date.UTC(2060, 0, 1)
    // Every 29 h 13 min over 58 years: every hour of the day, every day of the month, leap days.
    for (let time = from; time < to; time += (29 * 60 + 13) * 60 * 1000) {
      expect(formatDateTime(new Date(time).toISOString())).toBe(expected(time))
    }
    expect(made).not.toHaveBeenCalled()
  })

  it('shows older instants with the daylight saving Recife had then', () => {
    // 1 December 2001 was in daylight saving (UTC−2) in Recife.
    expect(formatDateTime('2001-12-01T12:00:00Z')).toBe('01/12/2001 10:00')
    expect(formatDateTime('1995-06-15T12:00:00Z')).toBe('15/06/1995 09:00')
  })

  it('answers an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatDateTime('ontem')).toBe('')
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})
