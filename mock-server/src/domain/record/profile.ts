import type { Filiacao } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { Readers } from './reader'

/** Mother and father as the `filiacao` list (M first); absent names are left out. */
export function filiacaoOf(person: SeedPerson): Filiacao[] {
  const list: Filiacao[] = []
  if (person.nome_mae) list.push({ pf_filiacao_tipo: 'M', pf_filiacao_nome: person.nome_mae })
  if (person.nome_pai) list.push({ pf_filiacao_tipo: 'P', pf_filiacao_nome: person.nome_pai })
  return list
}

/** Step 0 Perfil. */
export const profileReaders = {
  sexo: (person) => person.sexo,
  genero: (person) => person.genero ?? null,
  orientacao_sexual: (person) => person.orientacao_sexual ?? null,
  filiacao: filiacaoOf,
  obito: (person) => person.obito ?? null,
  estado_civil: (person) => person.estado_civil ?? null,
  escolaridade: (person) => person.escolaridade ?? null,
  bio: (person) => ({ raca_cor: person.etnia ?? null }),
  pne: (person) => person.pne ?? { pf_pne: null, pf_pne_grau: null, pf_pne_data: null },
  pf_cpf_valid: (person) => person.pf_cpf_valid,
  document_info: (person) => person.document_info ?? {},
} satisfies Readers<
  | 'sexo'
  | 'genero'
  | 'orientacao_sexual'
  | 'filiacao'
  | 'obito'
  | 'estado_civil'
  | 'escolaridade'
  | 'bio'
  | 'pne'
  | 'pf_cpf_valid'
  | 'document_info'
>
