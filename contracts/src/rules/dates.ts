/** True when year, month and day form a real calendar date. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** Valid YYYY-MM-DD date. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return !!match && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** DD/MM/YYYY → YYYY-MM-DD, or null when not a valid date. */
export function brDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!match) return null
  const [, day, month, year] = match
  return isCalendarDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null
}

/** YYYY-MM-DD → DD/MM/YYYY (empty string when not ISO). */
export function isoToBrDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ''
}
