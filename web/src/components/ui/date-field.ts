import { masks } from '@/lib/masks'
import { common } from '@/text/pt-BR/core'

/** The props of every date a person types (DD/MM/AAAA): its mask, its hint and a digits keypad. */
export const DATE_FIELD = {
  mask: masks.date,
  placeholder: common.datePlaceholder,
  inputMode: 'numeric',
  autoComplete: 'off',
} as const
