/**
 * The texts of step 3 Dependentes of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 3, §3 Dependent).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */

export const dependantsTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Dependentes',
  /** spec §2 Step 3: the add button, Cancel while the form is open */
  add: 'Adicionar dependente',
  cancel: 'Cancelar',
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
  save: 'SALVAR',
  saveHint: 'Preencha os campos obrigatórios para salvar.',
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
  startReasons: [
    { value: '1', label: 'Nascimento' },
    { value: '2', label: 'Invalidez' },
    { value: '3', label: 'Casamento' },
    { value: '4', label: 'União Estável' },
    { value: '5', label: 'Adoção' },
    { value: '6', label: 'Decisão Judicial' },
    { value: '7', label: 'Dependência Econômica' },
    { value: '8', label: 'Filho Póstumo' },
    { value: '9', label: 'Tutela' },
    { value: '10', label: 'Pedido do Servidor' },
    { value: '11', label: 'Outros' },
  ],
  endReasons: [
    { value: '51', label: 'Maioridade' },
    { value: '52', label: 'Óbito' },
    { value: '53', label: 'Separação Judicial' },
    { value: '54', label: 'Divórcio' },
    { value: '62', label: 'Separado de fato' },
    { value: '55', label: 'Emancipação' },
    { value: '56', label: 'Decisão Judicial' },
    { value: '57', label: 'Cessação de Invalidez' },
    { value: '58', label: 'Independência Econômica' },
    { value: '59', label: 'Revogação da Tutela' },
    { value: '60', label: 'Pedido do Servidor' },
    { value: '61', label: 'Outros' },
  ],
} as const
