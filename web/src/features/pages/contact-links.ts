/** Spec §9: default phone country code. */
export const COUNTRY_CODE = '55'

const digitsOf = (numero: string) => numero.replace(/\D/g, '')

/**
 * `tel:` address of a number as the metadata writes it ("(81) 3355-8500", "0800 281 1950"):
 * national service numbers (0800, 0300…) are dialled as they are, the others with +55.
 */
export function telHref(numero: string): string {
  const digits = digitsOf(numero)
  return digits.startsWith('0') ? `tel:${digits}` : `tel:+${COUNTRY_CODE}${digits}`
}

/** WhatsApp click-to-chat address (wa.me wants the full international number, digits only). */
export function whatsappHref(numero: string): string {
  return `https://wa.me/${COUNTRY_CODE}${digitsOf(numero).replace(/^0+/, '')}`
}
