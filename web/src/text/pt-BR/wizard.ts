/**
 * The census wizard (../shared/spec/census-wizard.md): frame, steps 0 Perfil, 1 Documentos, 2 Contatos,
 * 3 Dependentes, 4 Dados Funcionais, 5 Avaliação, 6 Imagens, and the final CONCLUIR.
 * The rules of core.ts apply: quoted texts to the letter; the others are marked (ours).
 */
import { app, common } from './core'

export * from './core'

export const wizard = {
  /** (ours) the screen's heading: the app's name */
  title: app.name,
  steps: [
    'Perfil',
    'Documentos',
    'Contatos',
    'Dependentes',
    'Dados Funcionais',
    'Avaliação',
    'Imagens',
  ],
  previous: 'Anterior',
  next: 'Próximo',
  loading: 'Carregando...',
  /** (ours) the help icon of the active step */
  help: (step: string) => `Ajuda sobre a etapa ${step}`,
  /** (ours) the step list's name */
  progress: 'Etapas do recenseamento',
  /** (ours) the marks of the steps, for screen readers */
  stepState: {
    current: 'etapa atual',
    done: 'concluída',
    wrong: 'com pendências',
  },
  /** (ours) shown under a disabled Próximo */
  nextHint: 'Preencha o que falta nesta etapa para continuar.',
  /** census-wizard.md §2 Step 6: the bottom buttons of the last step and the confirmation */
  review: 'REVISAR INCONSISTÊNCIAS',
  conclude: 'CONCLUIR',
  /** (ours) the confirmation's title; its text comes from metadata (concluir_text) */
  concludeTitle: 'Concluir o recenseamento',
  concludeConfirm: 'Concluir',
  concludeCancel: 'Cancelar',
  /** (ours) under a disabled CONCLUIR, and what REVISAR INCONSISTÊNCIAS does */
  concludeHint: 'Envie a foto e os documentos obrigatórios desta etapa para concluir.',
  reviewHint: (step: string) => `A etapa ${step} tem pendências: revise-a antes de concluir.`,
  /** (ours) the person data failed to load (spec §8: only logged) */
  loadFailure: 'Não foi possível carregar os seus dados agora.',
  retry: common.retry,
  required: 'Este campo deve ser preenchido',
  invalidCpf: 'Um CPF válido deve ser informado',
  invalidDate: 'Uma data válida deve ser informada',
  saveFailure:
    'Não foi possível realizar esta operação...verifique a sua conexão com a internet e tente novamente!',
  cpfTaken: 'O CPF informado já se encontrado cadastrado e vinculado a outra pessoa!',
  choose: common.choose,
  /** (ours) what a form typed and not saved keeps on this device (docs/decisions/021) */
  drafts: {
    restored: 'Recuperamos o que você digitou e ainda não foi salvo.',
    discard: 'Descartar',
    offline:
      'Sem conexão: não foi possível salvar agora. O que você digitou fica guardado neste aparelho.',
    online: 'A conexão voltou. Toque em Salvar agora para enviar o que você digitou.',
    saveNow: 'Salvar agora',
  },
  author: {
    /** (ours) */
    label: 'Última atualização',
    /** (ours) */
    by: (name: string, when: string) => `${name}, em ${when}`,
    /** (ours) the author's name could not be read */
    at: (when: string) => `Em ${when}`,
  },
  profile: {
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
    /** (ours) the "none" choice of PCD */
    noDisability: 'Nenhuma',
    sexos: [
      { value: 'm6rj36', label: 'Masculino' },
      { value: 'f6rj36', label: 'Feminino' },
      { value: 'ud5xhh', label: 'Outro' },
    ],
    generos: [
      { value: '1', label: 'Mulher' },
      { value: '2', label: 'Homem' },
      { value: '3', label: 'Mulher Transgênero' },
      { value: '4', label: 'Homem Transgênero' },
      { value: '5', label: 'Travesti' },
      { value: '6', label: 'Gênero neutro' },
      { value: '7', label: 'Prefiro não me classificar' },
    ],
    orientacoes: [
      { value: '1', label: 'Heterossexual' },
      { value: '2', label: 'Homosessual' },
      { value: '3', label: 'Bissexual' },
      { value: '4', label: 'Assexual' },
      { value: '5', label: 'Prefiro não me classificar' },
    ],
  },
  documents: {
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
    save: 'SALVAR',
    /** (ours) the section marks, for screen readers */
    complete: 'completo',
    missing: 'obrigatório, incompleto',
    /** (ours) announced after a section is saved (or found unchanged) */
    saved: (section: string) => `${section}: dados salvos.`,
    /** (ours) under a disabled SALVAR */
    saveHint: 'Preencha os campos obrigatórios para salvar.',
    /** (ours) field labels */
    rg: 'Número do RG',
    emissao: 'Data de emissão',
    uf: 'UF',
    orgao: 'Órgão emissor',
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
    certTipos: [
      { value: 'N', label: 'Nascimento' },
      { value: 'C', label: 'Casamento' },
    ],
    cert: 'Número da certidão (matrícula)',
    livro: 'Livro',
    pagina: 'Folha',
    conselho: 'Conselho',
    registro: 'Número de registro',
    validade: 'Validade',
    reservista: 'Número do certificado de reservista',
    /** (ours) rules beyond "Este campo deve ser preenchido" */
    tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
    digitsOnly: 'Use apenas números.',
    year: 'Informe um ano com 4 dígitos.',
    courses: {
      /** (ours) */
      empty: 'Nenhuma formação acadêmica informada.',
      add: 'Adicionar formação',
      cancel: 'Cancelar',
      remove: (course: string) => `Remover ${course}`,
      grau: 'Grau',
      situacao: 'Situação',
      curso: 'Curso',
      ano: 'Ano de conclusão',
      graus: [
        { value: 'G', label: 'Graduação' },
        { value: 'PG', label: 'Pós-Graduação/Especialização' },
        { value: 'M', label: 'Mestrado' },
        { value: 'D', label: 'Doutorado' },
        { value: 'PD', label: 'Pós-Doutorado' },
      ],
      situacoes: [
        { value: 'C', label: 'Concluído' },
        { value: 'CS', label: 'Cursando' },
        { value: 'A', label: 'Abandonado' },
      ],
      /** (ours) */
      removed: (course: string) => `${course}: removido.`,
    },
  },
  contacts: {
    /** spec §2 Step 2: the four sections */
    sections: {
      telefones: 'Telefone',
      emails: 'Email',
      enderecos: 'Endereço',
      redes_social: 'Redes Sociais',
    },
    /** (ours) the add buttons; Cancel while the form is open (spec §2) */
    add: {
      telefones: 'Adicionar telefone',
      emails: 'Adicionar email',
      enderecos: 'Adicionar endereço',
      redes_social: 'Adicionar rede social',
    },
    cancel: 'Cancelar',
    /** (ours) the empty lists */
    empty: {
      telefones: 'Nenhum telefone cadastrado.',
      emails: 'Nenhum email cadastrado.',
      enderecos: 'Nenhum endereço cadastrado.',
      redes_social: 'Nenhuma rede social cadastrada.',
    },
    /** (ours) the delete icon of a card, named by what it removes */
    remove: (item: string) => `Remover ${item}`,
    /** (ours) announced after a save or a removal */
    added: (section: string) => `${section}: item adicionado.`,
    removed: (section: string) => `${section}: item removido.`,
    save: 'SALVAR',
    saveHint: 'Preencha os campos obrigatórios para salvar.',
    /** census-wizard.md §2, §8: social networks */
    confirmRemoval: 'Tem certeza que você deseja remover este registro?',
    confirmRemove: 'Remover',
    confirmCancel: 'Cancelar',
    networkSaved: 'Dados cadastrados com sucesso!',
    networkRemoved: 'Dados removidos com sucesso!',
    opsFailure: common.opsFailure,
    /** (ours) field labels and messages */
    phone: {
      tipo: 'Tipo',
      tipos: [
        { value: 'M', label: 'Celular' },
        { value: 'F', label: 'Fixo' },
      ],
      ddi: 'DDI',
      numero: 'Número',
      classe: 'Classificação',
      classes: [
        { value: 'R', label: 'Residencial' },
        { value: 'CO', label: 'Comercial' },
        { value: 'CR', label: 'Correspondência' },
        { value: 'RC', label: 'Recado' },
        { value: 'RA', label: 'Ramal' },
      ],
      obs: 'Observação',
      ddiInvalid: 'Informe o código do país com até 3 números.',
      numberIncomplete: 'Informe o número completo com o DDD.',
      /** the card: type, area code, prefix, suffix */
      card: (type: string, ddd: string, prefix: string, suffix: string) =>
        `${type}: (${ddd}) ${prefix}-${suffix}`,
    },
    email: {
      email: 'Email',
      classe: 'Classificação',
      classes: [
        { value: 'I', label: 'Institucional' },
        { value: 'P', label: 'Particular' },
      ],
      invalid: 'Informe um email válido, como nome@exemplo.com.br.',
    },
    address: {
      cep: 'CEP',
      cepHint: 'Ao digitar os 8 números, buscamos a cidade e a rua.',
      cepIncomplete: 'Informe os 8 números do CEP.',
      /** (ours) announced while and after the postal-code lookup */
      searching: 'Buscando o CEP...',
      found: 'Endereço encontrado pelo CEP.',
      cidade: 'Cidade',
      uf: 'UF',
      bairro: 'Bairro',
      tipoLogradouro: 'Tipo de logradouro',
      logradouro: 'Logradouro',
      numero: 'Número',
      complemento: 'Complemento',
      classe: 'Classificação',
      classes: [
        { value: 'R', label: 'Residencial' },
        { value: 'C', label: 'Comercial' },
        { value: 'CR', label: 'Correspondência' },
        { value: 'RC', label: 'Recado' },
        { value: 'T', label: 'Temporário' },
      ],
      obs: 'Observação',
      card: (street: string, number: string | null, city: string, uf: string) =>
        `${street}${number ? `, ${number}` : ''} — ${city}/${uf}`,
    },
    network: {
      tipo: 'Rede social',
      other: 'Outra',
      endereco: 'Endereço ou usuário',
      enderecoHint: 'O @ do início não é necessário.',
      tooShort: 'Informe ao menos 3 caracteres.',
      noSpaces: 'Informe o endereço sem espaços.',
      /** the card's link, named for screen readers */
      open: (network: string, handle: string) => `Abrir ${network}: ${handle}`,
    },
  },
  dependants: {
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
  },
  rating: {
    /** census-wizard.md §2 Step 5: the question, with the product's name */
    question: `Como você avalia este procedimento de auto-${app.name}?`,
    /** the five faces' tooltips, from 5 to 1 */
    faces: [
      { value: 5, label: 'Estou totalmente satisfeito' },
      { value: 4, label: 'Estou satisfeito' },
      { value: 3, label: 'Estou insatisfeito' },
      { value: 2, label: 'Estou muito insatisfeito' },
      { value: 1, label: 'Estou totalmente insatisfeito' },
    ],
    /** census-wizard.md §8 */
    thanks: 'Obrigado por sua avaliação!',
    /** (ours) the save failed (the spec shows none) */
    failure: common.opsFailure,
  },
  images: {
    /** (ours) the entries' marks and counts */
    required: 'obrigatório',
    optional: 'opcional',
    sent: (count: number, needed: number) =>
      needed > 0 ? `${count} de ${needed} enviado(s)` : `${count} enviado(s)`,
    /** (ours) the upload controls: the camera (capture on phones) and a file (images or PDF) */
    takePhoto: 'Tirar foto',
    chooseFile: 'Escolher arquivo',
    /** (ours) while a file is prepared, sent and attached */
    preparing: 'Preparando o arquivo...',
    uploading: (percent: number) => `Enviando... ${percent}%`,
    processing: 'Processando...',
    retry: 'Tentar novamente',
    /** (ours) a thumbnail, its X and a PDF's link */
    thumbnail: (label: string, index: number) => `${label}: imagem ${index}`,
    pdf: (label: string, index: number) => `${label}: PDF ${index} (abrir)`,
    remove: (label: string, index: number) => `Remover ${label}: arquivo ${index}`,
    empty: 'Nenhum arquivo enviado.',
    /** census-wizard.md §3: the photo's lists */
    photo: 'Foto',
    /** (ours) the dependants' entry (spec §2: a button per dependant opens 'Capturar imagem') */
    dependants: 'Documentos dos dependentes',
    dependantDocs: (count: number) =>
      count === 0 ? 'Nenhum documento enviado' : `${count} documento(s) enviado(s)`,
    capture: 'Capturar imagem',
    captureFor: (nome: string) => `Capturar imagem de ${nome}`,
    documentType: 'Tipo de documento',
    close: 'Fechar',
    /** census-wizard.md §5 Step 6 and §8: the messages to the letter */
    wrongType: (name: string) =>
      `O arquivo ${name} não é permitido. Você deve utilizar apenas arquivos de imagem ou PDF!`,
    uploadFailure:
      'Ops! Não foi possível fazer o upload do arquivo neste momento...Tente novamente em instantes.',
    attachFailure: common.opsFailure,
    deleteFailure:
      'Ops! Não foi possível remover esta imagem no momento...tente novamente em instantes.',
    photoSent: 'Imagem enviada com sucesso!',
    /** (ours) announced after an upload or a removal; a file over the size limit */
    added: (label: string) => `${label}: arquivo enviado.`,
    removed: (label: string) => `${label}: arquivo removido.`,
    tooLarge: (name: string, megabytes: number) =>
      `O arquivo ${name} é maior que ${megabytes} MB. Envie um arquivo menor.`,
    /** (ours) the tip's lead-in */
    tip: 'Dica',
    /** (ours) the work card's images, typed by the institute (access-and-screens §7) */
    workCard: 'Carteira de Trabalho (CTPS)',
    workCardHint:
      'Imagens da sua carteira de trabalho e dos contratos, registradas pelo instituto. Se algo estiver errado, procure o instituto.',
  },
  employment: {
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
    yesNo: [
      { value: 'S', label: 'Sim' },
      { value: 'N', label: 'Não' },
    ],
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
    saveHint: 'Preencha os campos obrigatórios para salvar.',
    saved: (matricula: string) => `Vínculo ${matricula}: dados salvos.`,
    /** (ours) a name the lookups do not know */
    unknown: '—',
  },
} as const
