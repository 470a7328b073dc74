/** Digits only. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** The check digit that follows the first `length` digits (standard CPF rule). */
function checkDigit(digits: string, length: number): number {
  let sum = 0
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i)
  const rest = (sum * 10) % 11
  return rest === 10 ? 0 : rest
}

/** Standard CPF check-digit rule; eleven equal digits (all zeros included) are invalid. */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value)
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  )
}

/** Completes nine base digits with the two CPF check digits (fixtures and tests make CPFs). */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must have 9 digits: ${base}`)
  const first = `${base}${checkDigit(base, 9)}`
  return `${first}${checkDigit(first, 10)}`
}

/** 11 digits as ###.###.###-## (anything else as given). */
export function formatCpf(digits: string): string {
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : digits
}
