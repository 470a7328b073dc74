/**
 * The texts of step 3 Dependentes of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 3, §3 Dependent).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { options, wizard } from '@/text/pt-BR/wizard'

export const dependantsTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Dependentes',
  /** spec §2 Step 3: the add button, Cancel while the form is open */
  add: 'Adicionar dependente',
  cancel: wizard.cancel,
  /** spec §2: the card of a dependant without CPF */
  noCpf: '(SEM CPF)',
  /** (ours) the list, its empty state and its loading */
  list: 'Dependentes cadastrados',
  empty: 'Nenhum dependente cadastrado.',
  loadFailure: 'Não foi possível carregar os seus dependentes agora.',
  /** (ours) the delete icon of a card, named by who it removes */
  remove: (nome: string) => `Remover ${nome}`,
  /** (ours) announced after a save or a removal */
  added: (nome: string) => `${nome}: dependente adicionado.`,
  removed: (nome: string) => `${nome}: dependente removido.`,
  save: wizard.save,
  saveHint: wizard.saveHint,
  /** (ours) field labels and hints */
  nome: 'Nome',
  cpf: 'CPF',
  cpfHint: 'Opcional.',
  nascimento: 'Data de nascimento',
  sexo: 'Sexo',
  parentesco: 'Parentesco',
  pne: 'Deficiência',
  noPne: 'Nenhuma',
  motivoInicio: 'Motivo do início da dependência',
  inicio: 'Data de início da dependência',
  inicioHint: 'Para Filho, a data de nascimento é copiada para cá.',
  motivoFim: 'Motivo do fim da dependência',
  fim: 'Data de fim da dependência',
  identity: 'Identidade do dependente',
  identityHint: 'Opcional: é enviada quando os quatro campos estão preenchidos.',
  endBeforeStart: 'A data de fim não pode ser anterior à data de início.',
  /** (ours) the card's labels */
  card: { cpf: 'CPF', nascimento: 'Nascimento', parentesco: 'Parentesco' },
  /** census-wizard.md §3: start and end reasons with their codes */
  startReasons: options([
    ['1', 'Nascimento'],
    ['2', 'Invalidez'],
    ['3', 'Casamento'],
    ['4', 'União Estável'],
    ['5', 'Adoção'],
    ['6', 'Decisão Judicial'],
    ['7', 'Dependência Econômica'],
    ['8', 'Filho Póstumo'],
    ['9', 'Tutela'],
    ['10', 'Pedido do Servidor'],
    ['11', 'Outros'],
  ]),
  endReasons: options([
    ['51', 'Maioridade'],
    ['52', 'Óbito'],
    ['53', 'Separação Judicial'],
    ['54', 'Divórcio'],
    ['62', 'Separado de fato'],
    ['55', 'Emancipação'],
    ['56', 'Decisão Judicial'],
    ['57', 'Cessação de Invalidez'],
    ['58', 'Independência Econômica'],
    ['59', 'Revogação da Tutela'],
    ['60', 'Pedido do Servidor'],
    ['61', 'Outros'],
  ]),
} as const
