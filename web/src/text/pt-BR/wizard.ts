/**
 * The census wizard (../shared/spec/census-wizard.md): frame, step 0 Perfil, step 1 Documentos.
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
  /** (ours) steps 2 to 6 until their issues land */
  later:
    'Esta etapa chega em uma próxima versão do Recenseamento. Por enquanto ela fica pendente e não pode ser concluída; use Anterior para revisar as etapas anteriores.',
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
    datePlaceholder: common.datePlaceholder,
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
} as const
