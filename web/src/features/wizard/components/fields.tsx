import type { ComponentProps } from 'react'
import { SelectField } from '@/components/ui/select-field'
import { masks } from '@/lib/masks'
import * as t from '@/text/pt-BR/wizard'

/** What the wizard's forms ask alike, beside `DATE_FIELD` (components/ui/date-field). */

/**
 * A select whose empty first choice reads "Selecione" (`t.wizard.choose`), inside `form.AppField`
 * like `field.SelectField`: the one way a step asks to choose from a list.
 */
export function ChoiceField(props: Omit<ComponentProps<typeof SelectField>, 'placeholder'>) {
  return <SelectField {...props} placeholder={t.wizard.choose} />
}

/** The props of every CPF a step asks (the person's, a dependant's, an instituidor's). */
export const CPF_FIELD = {
  mask: masks.cpf,
  inputMode: 'numeric',
  autoComplete: 'off',
} as const
