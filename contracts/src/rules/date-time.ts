// Apart from the calendar rules (dates.ts), which the login's first screen uses: a timestamp is
// shown only on later screens, so its formatter is not part of the web's first download.

/** Time zone of every displayed timestamp (spec §9). */
export const DISPLAY_TIME_ZONE = 'America/Recife'

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** ISO date-time → "dd/MM/yyyy HH:mm" in America/Recife (empty string when not a date-time). */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) return ''
  const parts: Record<string, string> = {}
  for (const part of dateTimeFormat.formatToParts(time)) parts[part.type] = part.value
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}
