/**
 * The texts of step 1 Documentos of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 1, §3 Documents).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { options, wizard } from '@/text/pt-BR/wizard'

export const documentsTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Documentos',
  sections: [
    'Identidade',
    'PIS/PASEP/NIT',
    'CNH',
    'Título de eleitor',
    'Certidão de nascimento',
    'Conselho de classe',
    'Reservista',
    'Formação acadêmica',
  ],
  save: wizard.save,
  /** (ours) announced after a section is saved (or found unchanged) */
  saved: (section: string) => `${section}: dados salvos.`,
  /** (ours) under a disabled SALVAR */
  saveHint: wizard.saveHint,
  /** (ours) field labels; the identity card's and the date of issue are `wizard.identity` */
  ppn: 'Número do PIS/PASEP/NIT',
  ppnHint: 'Até 11 números.',
  cnh: 'Número da CNH',
  cnhValidade: 'Validade',
  cnhPrimeira: 'Data da primeira habilitação',
  cnhCategoria: 'Categoria',
  cnhObs: 'Observações',
  cnhObsHint: 'Até 35 caracteres.',
  titulo: 'Número do título',
  secao: 'Seção',
  zona: 'Zona',
  certTipo: 'Tipo de certidão',
  certTipos: options([
    ['N', 'Nascimento'],
    ['C', 'Casamento'],
  ]),
  cert: 'Número da certidão (matrícula)',
  livro: 'Livro',
  pagina: 'Folha',
  conselho: 'Conselho',
  registro: 'Número de registro',
  validade: 'Validade',
  reservista: 'Número do certificado de reservista',
  /** (ours) rules beyond "Este campo deve ser preenchido" */
  digitsOnly: 'Use apenas números.',
  year: 'Informe um ano com 4 dígitos.',
  courses: {
    /** (ours) */
    empty: 'Nenhuma formação acadêmica informada.',
    add: 'Adicionar formação',
    cancel: wizard.cancel,
    remove: (course: string) => `Remover ${course}`,
    grau: 'Grau',
    situacao: 'Situação',
    curso: 'Curso',
    ano: 'Ano de conclusão',
    graus: options([
      ['G', 'Graduação'],
      ['PG', 'Pós-Graduação/Especialização'],
      ['M', 'Mestrado'],
      ['D', 'Doutorado'],
      ['PD', 'Pós-Doutorado'],
    ]),
    situacoes: options([
      ['C', 'Concluído'],
      ['CS', 'Cursando'],
      ['A', 'Abandonado'],
    ]),
    /** (ours) */
    removed: (course: string) => `${course}: removido.`,
  },
} as const
