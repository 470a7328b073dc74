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

/**
 * Since February 2002 America/Recife has been UTC−3 all year (no daylight saving there since;
 * Brazil ended it everywhere in 2019). From a safe margin after that, a timestamp is shown by
 * arithmetic: even made on first use, the formatter cost the step that first showed one (Contatos,
 * its authors' stamps) about 17 ms of CPU on a desktop, a task of over 100 ms on a mid-tier phone
 * (issue 41). Older timestamps, rare here, go through the time-zone data.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2002, 9, 1, 3)
const RECIFE_OFFSET_MS = -3 * 60 * 60 * 1000

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** ISO date-time → "dd/MM/yyyy HH:mm" in America/Recife (empty string when not a date-time). */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) return ''
  if (time >= FIXED_OFFSET_SINCE) {
    // The UTC fields of the instant moved by the offset are Recife's wall-clock fields.
    const local = new Date(time + RECIFE_OFFSET_MS)
    return `${twoDigits(local.getUTCDate())}/${twoDigits(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`
  }
  const parts: Record<string, string> = {}
  for (const part of displayFormat().formatToParts(time)) parts[part.type] = part.value
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}
