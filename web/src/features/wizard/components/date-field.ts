import { masks } from '@/lib/masks'
import * as t from '@/text/pt-BR/wizard'

/** The props of every date the wizard asks (dd/mm/aaaa): its mask, its hint and a digits keypad. */
export const DATE_FIELD = {
  mask: masks.date,
  placeholder: t.wizard.profile.datePlaceholder,
  inputMode: 'numeric',
  autoComplete: 'off',
} as const
