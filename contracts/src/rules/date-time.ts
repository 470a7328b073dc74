// Apart from the calendar rules (dates.ts), which the login's first screen uses: a timestamp is
// shown only on later screens, so its formatter is not part of the web's first download.

/** Time zone of every displayed timestamp (spec §9). */
export const DISPLAY_TIME_ZONE = 'America/Recife'

let dateTimeFormat: Intl.DateTimeFormat | undefined

/**
 * Made on first use, not when the module loads: a page's first `Intl.DateTimeFormat` starts the
 * browser's locale and time-zone data, about 26 ms on a desktop CPU and over 100 ms on a cheap
 * phone (issue 22), which the wizard paid as its code loaded whether or not it showed a timestamp.
 */
function displayFormat(): Intl.DateTimeFormat {
  dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: DISPLAY_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return dateTimeFormat
}

/** ISO date-time → "dd/MM/yyyy HH:mm" in America/Recife (empty string when not a date-time). */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) return ''
  const parts: Record<string, string> = {}
  for (const part of displayFormat().formatToParts(time)) parts[part.type] = part.value
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}
