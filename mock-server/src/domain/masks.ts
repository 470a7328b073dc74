import type { SeedPhone } from '@censo/fixtures'

/** 'maria.albuquerque@gmail.com' → 'm***e@gmail.com'. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  if (at <= 0) return '***'
  const local = address.slice(0, at)
  const head = local[0] ?? ''
  const tail = local.length > 1 ? local[local.length - 1] : ''
  return `${head}***${tail}${address.slice(at)}`
}

/** Mobile '(81) 99876-4321' → '(81) 9****-4321'. */
export function maskPhone(phone: SeedPhone): string {
  const head = phone.tel_prefixo.slice(0, 1)
  const hidden = '*'.repeat(Math.max(0, phone.tel_prefixo.length - 1))
  return `(${phone.tel_ddd}) ${head}${hidden}-${phone.tel_sufixo}`
}

/** Full number in E.164 form, as the outbox records it: '+5581998764321'. */
export function fullPhone(phone: SeedPhone): string {
  return `+${phone.tel_ddi}${phone.tel_ddd}${phone.tel_prefixo}${phone.tel_sufixo}`
}

/** '14725836982' → '***.258.369-**' (the receipt shows only the middle digits). */
export function maskCpf(cpf: string | null): string {
  const digits = cpf?.replace(/\D/g, '') ?? ''
  if (digits.length !== 11) return 'N/D'
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`
}
