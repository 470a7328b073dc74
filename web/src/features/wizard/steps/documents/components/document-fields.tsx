import {
  certificateFields,
  cnhFields,
  councilCardFields,
  identityFields,
  ppnFields,
  reservistFields,
  voterCardFields,
  type ReferenceLists,
} from '@censo/contracts'
import type * as z from 'zod/mini'
import type { SelectOption } from '@/components/ui/select-field'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { councilOptions } from '../councils'

const text = documentsTexts
const identity = t.wizard.identity

/** How a document field is shown: its label, kind and limits (the rules live in rules.ts). */
export type FieldLayout =
  | { kind: 'text'; label: string; maxLength?: number; numeric?: boolean; hint?: string }
  | { kind: 'date'; label: string }
  | { kind: 'select'; label: string; options: (listas: ReferenceLists) => readonly SelectOption[] }

const date = (label: string): FieldLayout => ({ kind: 'date', label })
/** A text field as long as the contract's schema of it allows. */
const input = (
  label: string,
  schema: z.ZodMiniType,
  extra: { numeric?: boolean; hint?: string } = {},
) => ({ kind: 'text', label, maxLength: schemaMaxLength(schema), ...extra }) as const

export const FIELD_LAYOUT: Record<string, FieldLayout> = {
  pf_rg: input(identity.rg, identityFields.pf_rg),
  pf_rg_emissao: date(identity.emissao),
  pf_rg_uf: { kind: 'select', label: identity.uf, options: (listas) => listas.ufs },
  pf_rg_ent_classe_meta: {
    kind: 'select',
    label: identity.orgao,
    options: (listas) => listas.orgaos_emissores,
  },
  pf_ppn: input(text.ppn, ppnFields.pf_ppn, { numeric: true, hint: text.ppnHint }),
  pf_ppn_emissao: date(identity.emissao),
  pf_cnh: input(text.cnh, cnhFields.pf_cnh, { numeric: true }),
  pf_cnh_cat: {
    kind: 'select',
    label: text.cnhCategoria,
    options: (listas) => listas.categorias_cnh,
  },
  pf_cnh_prim_hab: date(text.cnhPrimeira),
  pf_cnh_emissao: date(identity.emissao),
  pf_cnh_validade: date(text.cnhValidade),
  pf_cnh_obs: input(text.cnhObs, cnhFields.pf_cnh_obs, { hint: text.cnhObsHint }),
  pf_tit_ele: input(text.titulo, voterCardFields.pf_tit_ele, { numeric: true }),
  pf_tit_ele_zon: input(text.zona, voterCardFields.pf_tit_ele_zon, { numeric: true }),
  pf_tit_ele_sec: input(text.secao, voterCardFields.pf_tit_ele_sec, { numeric: true }),
  pf_tit_ele_emissao: date(identity.emissao),
  pf_cert_tipo: { kind: 'select', label: text.certTipo, options: () => text.certTipos },
  pf_cert: input(text.cert, certificateFields.pf_cert),
  pf_cert_livro: input(text.livro, certificateFields.pf_cert_livro),
  pf_cert_pagina: input(text.pagina, certificateFields.pf_cert_pagina),
  pf_cart_class_tipo: { kind: 'select', label: text.conselho, options: () => councilOptions },
  pf_cart_class: input(text.registro, councilCardFields.pf_cart_class),
  pf_cart_class_emissao: date(identity.emissao),
  pf_cart_class_validade: date(text.validade),
  pf_res: input(text.reservista, reservistFields.pf_res),
  pf_res_emissao: date(identity.emissao),
}
