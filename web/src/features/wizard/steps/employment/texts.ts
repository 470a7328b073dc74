/**
 * The texts of step 4 Dados Funcionais of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 4, §3 Employment record).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { options, wizard } from '@/text/pt-BR/wizard'

export const employmentTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Dados Funcionais',
  /** census-wizard.md §2 Step 4: the sections */
  instituidorSection: 'Dados pessoais do instituidor',
  functional: 'Dados funcionais',
  functionalOfInstituidor: 'Dados funcionais do instituidor',
  benefitSection: 'Dados do benefício',
  /** the header of a record without registration number */
  noMatricula: 'N/I',
  save: 'Salvar',
  /** field labels of §2 */
  nome: 'Nome',
  cpf: 'CPF',
  nascimento: 'Data de Nascimento',
  ppn: 'NIT/PIS/PASEP',
  obito: 'Data de óbito',
  matricula: 'Matrícula',
  categoria: 'Categoria',
  lotacao: 'Lotação',
  cargo: 'Cargo',
  ingresso: 'Data de ingresso',
  benefitCategory: 'Categoria do benefício',
  benefitType: 'Tipo do benefício',
  concessao: 'Data de concessão',
  /** (ours) the two choices of §2 for a pension with an instituidor */
  magisterio: 'O instituidor exerceu efetivamente funções de magistério?',
  magisterioSuperior: 'O instituidor exerceu funções de magistério no ensino superior?',
  yesNo: options([
    ['S', 'Sim'],
    ['N', 'Não'],
  ]),
  /** census-wizard.md §3: benefit categories and types */
  benefitCategories: {
    aposentadoria: 'Aposentadoria',
    pensao: 'Pensão',
    auxilio: 'Auxílio',
  } as Record<string, string>,
  benefitTypes: {
    compulsoria: 'Compulsória',
    invalidez: 'Invalidez',
    idade: 'Idade',
    idade_tempo: 'Idade e tempo de contribuição',
    art2: 'Art. 2 EC 41/2003',
    art3: 'Art. 3 EC 47/2005',
    art6: 'Art. 6 EC 41/2003',
    pensao: 'Pensão por Morte',
    auxilio_maternidade: 'Auxílio-maternidade',
    auxilio_doença: 'Auxílio-doença',
    auxilio_reclusao: 'Auxílio-reclusão',
  } as Record<string, string>,
  /** (ours) the empty, loading and failure states, the hint under a disabled Salvar */
  empty: 'Nenhum vínculo funcional encontrado. Se você tem um, procure o instituto.',
  loadFailure: 'Não foi possível carregar os seus dados funcionais agora.',
  saveHint: wizard.saveHint,
  saved: (matricula: string) => `Vínculo ${matricula}: dados salvos.`,
  /** (ours) a record in a save's words (announced, and listed if it is refused: ADR 028) */
  record: (matricula: string) => `Vínculo ${matricula}`,
  /** (ours) a name the lookups do not know */
  unknown: '—',
} as const
