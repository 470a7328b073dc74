/**
 * The texts of step 0 Perfil of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 0, §3 Profile).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { common } from '@/text/pt-BR/core'
import { options } from '@/text/pt-BR/wizard'

export const profileTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Perfil',
  /** (ours) */
  photo: 'Sua foto',
  /** (ours) used when the metadata has no profile_text */
  note: 'Os campos desabilitados (em amarelo) só podem ser corrigidos pela equipe de cadastro do instituto.',
  nome: 'Nome',
  nomeSocial: 'Nome Social',
  cpf: common.cpf,
  nascimento: common.birthDate,
  sexo: 'Sexo',
  escolaridade: 'Escolaridade',
  genero: 'Gênero',
  orientacaoSexual: 'Orientação Sexual',
  estadoCivil: 'Estado civil',
  etnia: 'Etnia',
  nomePai: 'Nome do pai',
  nomeMae: 'Nome da mãe',
  /** spec §3: a parent's name absent from filiacao is shown 'N/I' */
  notInformed: 'N/I',
  pcd: 'PCD',
  grau: 'Grau de Deficiência',
  inicio: 'Início da Deficiência',
  /**
   * (ours) Próximo's save got no answer or a server failure: it is kept on the device and tried
   * again by itself (docs/decisions/028)
   */
  kept: 'Perfil: salvo neste aparelho. Será enviado sozinho assim que o servidor responder.',
  /** (ours) the "none" choice of PCD */
  noDisability: 'Nenhuma',
  generos: options([
    ['1', 'Mulher'],
    ['2', 'Homem'],
    ['3', 'Mulher Transgênero'],
    ['4', 'Homem Transgênero'],
    ['5', 'Travesti'],
    ['6', 'Gênero neutro'],
    ['7', 'Prefiro não me classificar'],
  ]),
  orientacoes: options([
    ['1', 'Heterossexual'],
    ['2', 'Homosessual'],
    ['3', 'Bissexual'],
    ['4', 'Assexual'],
    ['5', 'Prefiro não me classificar'],
  ]),
} as const
