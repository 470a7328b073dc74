/**
 * Every user-facing text of the web app, once. Texts quoted by the spec
 * (../shared/spec/access-and-screens.md) are copied to the letter, typos included; the others
 * are ours and marked "(ours)". The generic status table lives in @censo/contracts
 * (`statusMessage`), shared with the mock server.
 */
export const t = {
  common: {
    back: 'Voltar',
    start: 'Iniciar recenseamento',
    dateTime: 'Data/Hora',
  },

  app: {
    name: 'Recenseamento',
    /** (ours) */
    skipToContent: 'Pular para o conteúdo',
    /** (ours) */
    loading: 'Carregando…',
    /** Spec §3: default text when the metadata fails. */
    metaUnavailable: 'Não foi possível carregar a meta API',
  },

  nav: {
    home: 'Início',
    help: 'Ajuda',
    contact: 'Contato',
    legal: 'Legal',
    legalMobile: 'Fundamentação legal',
    privacy: 'Privacidade',
    about: 'Sobre',
    logout: 'Sair',
    /** (ours) */
    menu: 'Menu',
    /** (ours) */
    mainNavLabel: 'Navegação principal',
    /** (ours) */
    mobileNavLabel: 'Menu de navegação',
    /** (ours) */
    closeMenu: 'Fechar menu',
    /** (ours) */
    loadingUser: 'Carregando seus dados…',
  },

  tenant: {
    selectLabel: 'Selecione Municipio ou Estado',
    /** (ours) empty option of the select */
    selectPlaceholder: 'Selecione',
  },

  login: {
    /** (ours) heading when the metadata has no login title */
    title: 'Acesso ao Recenseamento',
    cpf: 'CPF',
    birthDate: 'Data de nascimento',
    /** (ours) */
    birthDatePlaceholder: 'DD/MM/AAAA',
    submit: 'Entrar',
    /** (ours) */
    submitting: 'Verificando seus dados…',
    /** (ours) where the terms checkbox label points */
    readTerms: 'Leia os',
    /** (ours) */
    and: 'e a',
    /** (ours) */
    termsLink: 'Termos de uso',
    /** (ours) */
    privacyLink: 'Política de privacidade',
    /** (ours) fallback when the entity has no "cpf" message */
    invalidCpf: 'CPF inválido',
    /** (ours) */
    invalidDate: 'Data inválida. Informe no formato DD/MM/AAAA.',
    /** (ours) */
    futureDate: 'A data de nascimento não pode ser no futuro.',
    /** (ours) shown under the disabled button */
    submitHint:
      'Para entrar, preencha todos os campos, aceite os termos e confirme que não é um robô.',
    mismatch: 'Os dados informados não conferem',
    notFound: 'Cadastro não localizado...verifique seus dados e tente novamente.',
    failure:
      'Não foi possível executar esta operação no momento...verifique a sua conexão com a internet e tente novamente em instantes.',
    captchaError: 'Você deve verificar o captcha corretamente',
  },

  captcha: {
    dev: 'Não sou um robô',
    /** (ours) */
    devHint: 'Verificação de desenvolvimento: marque para continuar.',
    /** (ours) */
    unavailable: 'Não foi possível carregar a verificação de segurança. Recarregue a página.',
  },

  confirm: {
    /** (ours) */
    title: 'Confirme a sua identidade',
    /** (ours) */
    choose: 'Escolha onde deseja receber o código de confirmação:',
    sms: 'Receber SMS em',
    email: 'Receber email em',
    /** (ours) */
    sending: 'Enviando o código…',
    /** (ours) */
    sent: (destination: string) => `Enviamos um código de 6 dígitos para ${destination}.`,
    code: 'Código',
    /** (ours) */
    codeHint: 'Digite os 6 números recebidos.',
    submit: 'Confirmar',
    invalidCode: 'Código inválido',
  },

  loginError: {
    title: 'Atenção!',
    /** (ours) the spec's default: no servant registration, go to a service location */
    default:
      'Não localizamos o seu cadastro de servidor. Dirija-se a um posto de atendimento do seu instituto de previdência.',
  },

  session: {
    unauthorized: 'Você não possui permissão de acesso ao recurso solicitado!',
  },

  toast: {
    /** (ours) */
    close: 'Fechar aviso',
  },

  /** The case (higienize-segurado): /Status/, /Review/, finalize (census-wizard.md §2, §8). */
  case: {
    status: {
      consolidated: 'Cadastro consolidado!',
      /** (ours) label of the protocol (the validation hash in six pairs) */
      protocol: 'Protocolo',
      technician: 'Resposável técnico',
      notAvailable: 'N/D',
      download: 'Download do comprovante',
      /** (ours) while the receipt address is asked for */
      downloading: 'Preparando o comprovante…',
      waiting: 'Agora é com a gente!',
      waitingText:
        'Seu cadastro está em processo de verificação e em breve você será notificado sobre o status da validação dos dados',
    },
    review: {
      title: 'Atenção',
      text: 'O seu cadastro foi analisado por um técnico e as seguintes inconsistências foram encontradas:',
      technician: 'Responsável técnico',
      fix: 'Corrigir inconsistências',
    },
    /** (ours) title of the screen when the status could not be read */
    loadErrorTitle: 'Situação do cadastro',
    statusFailure: 'Ops! Não foi possível realizar esta operação...tente novamente em instantes.',
    finalizeFailure:
      'Ops! Não foi possível atender a esta solicitação neste momento...Tente novamente em instantes.',
    downloadFailure:
      'Ops! Não foi possível atender a esta solicitação neste momento...Verifique a sua conexão com a internet e tente novamente em instantes.',
  },

  offline: {
    /** (ours) */
    title: 'Sem conexão',
    message: 'Você está offline. Verifique a sua conexão com a internet e tente novamente.',
    /** (ours) */
    retry: 'Tentar novamente',
  },

  biometrics: {
    /** (ours) */
    title: 'Biometria',
    switchLabel: 'BIOMETRIA',
    /** (ours) the spec's note (§2 "Biometria"), in pt-BR */
    note: 'A biometria é usada apenas para abrir o aplicativo. Ela não é coletada nem armazenada pelo Recenseamento: fica no seu aparelho, nos termos do fabricante.',
    /** (ours) state shown next to the switch */
    on: 'Ativada',
    /** (ours) */
    off: 'Desativada',
    prompt: 'Deseja usar a sua digital para se autenticar?',
    /** (ours) */
    promptText:
      'Na próxima vez, a sua digital vai preencher o CPF e a data de nascimento na tela de acesso.',
    /** (ours) */
    accept: 'Sim, usar a digital',
    /** (ours) */
    decline: 'Agora não',
    /** (ours) */
    checking: 'Verificando se este aparelho tem leitor de digital…',
    /** (ours) */
    enabled:
      'Biometria ativada. Na próxima vez, toque em "Entrar com biometria" na tela de acesso.',
    /** (ours) */
    disabled: 'Biometria desativada. Os seus dados de acesso foram apagados deste aparelho.',
    /** (ours) */
    unsupported: 'Este aparelho não oferece a leitura da digital para o Recenseamento.',
    /** (ours) */
    refused: 'A digital não foi confirmada. Nada foi salvo neste aparelho.',
    /** (ours) */
    noData:
      'Não foi possível ler os seus dados agora. Verifique a sua conexão com a internet e tente novamente.',
    /** (ours) button of the login screen when a saved login exists */
    login: 'Entrar com biometria',
    /** (ours) */
    loginFilled:
      'Digital confirmada: CPF e data de nascimento preenchidos. Aceite os termos e confirme que não é um robô para entrar.',
    /** (ours) */
    loginRefused: 'A digital não foi confirmada. Preencha os seus dados para entrar.',
  },

  /** Cookie consent (spec §2 "Cookie banner", §4): button labels to the letter, the rest ours. */
  consent: {
    /** (ours) */
    regionLabel: 'Aviso de cookies',
    /** (ours) */
    title: 'Este site usa cookies',
    /** (ours) */
    text: 'Usamos cookies necessários para o Recenseamento funcionar e, se você permitir, cookies de preferências e de estatísticas.',
    customize: 'Personalizar',
    acceptAll: 'Aceitar Cookies',
    /** (ours) */
    dialogTitle: 'Preferências de cookies',
    /** (ours) */
    dialogText: 'Escolha quais cookies o Recenseamento pode usar. Você pode mudar de ideia depois.',
    /** (ours) */
    necessary: 'Necessários',
    /** (ours) */
    necessaryHint:
      'Sempre ativos: sem eles o site não funciona (por exemplo, para manter você conectado).',
    /** (ours) */
    preferences: 'Preferências',
    /** (ours) */
    preferencesHint: 'Guardam as suas escolhas de exibição para as próximas visitas.',
    /** (ours) */
    statistics: 'Estatísticas',
    /** (ours) */
    statisticsHint: 'Ajudam a entender como o site é usado, sem identificar você.',
    /** (ours) visible state of a switch */
    on: 'Ativado',
    /** (ours) */
    off: 'Desativado',
    save: 'Salvar Opções e Aceitar',
    /** (ours) */
    close: 'Fechar',
    /** (ours) the about page's accept/decline prompt */
    promptTitle: 'Cookies',
    /** (ours) */
    promptText: 'Você aceita que o Recenseamento use cookies de preferências e de estatísticas?',
    /** (ours) */
    accept: 'Aceitar',
    /** (ours) */
    decline: 'Recusar',
    /** (ours) */
    saved: 'Suas preferências de cookies foram salvas.',
  },

  /** Live chat (spec §4 "Live chat"); every text ours. */
  chat: {
    open: 'Abrir o chat',
    close: 'Fechar o chat',
    title: 'Chat ao vivo',
    standIn:
      'Este é um substituto local do chat ao vivo (desenvolvimento e testes): nenhuma mensagem é enviada.',
    botId: (id: string) => `Robô do chat: ${id}`,
    failed: 'Não foi possível carregar o chat. Use os telefones da página Contato.',
  },

  landing: {
    /** (ours) slogan when the metadata gives no banner */
    slogan: 'Atualize seus dados previdenciários de onde estiver, com segurança.',
    /** (ours) */
    title: 'Bem-vindo ao Recenseamento',
    /** (ours) */
    storesTitle: 'Baixe o aplicativo',
    /** (ours) */
    android: 'Baixar para Android (Google Play)',
    /** (ours) */
    ios: 'Baixar para iPhone (App Store)',
  },

  help: {
    title: 'Ajuda',
    /** (ours) the sections the spec lists, with the facts of its §1 */
    sections: [
      {
        heading: 'Como funciona',
        paragraphs: [
          'O recenseamento é feito em sete etapas: perfil, documentos, contatos, dependentes, dados funcionais, avaliação e imagens. Em cada etapa você confere os dados que o instituto já tem, corrige o que estiver errado e completa o que faltar.',
          'Ao final, você avalia o atendimento e envia o seu cadastro para verificação por uma equipe técnica do instituto.',
        ],
        links: [{ to: '/Tutorial/{-$step}/', label: 'Assista ao Manual de utilização' }],
      },
      {
        heading: 'Antes de começar',
        paragraphs: [
          'Tenha à mão os seus documentos pessoais, os documentos dos seus dependentes e os documentos do seu vínculo (contracheque, ato de posse, ato de concessão de aposentadoria ou pensão). Você vai precisar fotografá-los.',
          'Os campos mostrados desabilitados, em amarelo, não podem ser alterados por você: só podem ser corrigidos pessoalmente no instituto, pela equipe de cadastro.',
        ],
        links: [
          { to: '/Info/', label: 'Veja a lista de documentos necessários' },
          { to: '/TutorialCnis/', label: 'Saiba como obter o extrato CNIS' },
        ],
      },
      {
        heading: 'Sem retrabalho',
        paragraphs: [
          'O seu progresso fica salvo a cada etapa: você pode parar e continuar depois de onde parou, sem precisar preencher tudo de novo.',
        ],
      },
      {
        heading: 'Informações adicionais',
        paragraphs: [
          'Se você informar um número de celular, será avisado por SMS sobre o resultado da verificação do seu cadastro.',
        ],
      },
      {
        heading: 'Validação dos dados',
        paragraphs: [
          'Depois do envio, o seu cadastro fica bloqueado para alterações enquanto é verificado pela equipe técnica.',
          'A verificação pode levar alguns dias: consulte a situação do seu cadastro a cada 2 ou 3 dias.',
        ],
      },
      {
        heading: 'Correção e reenvio',
        paragraphs: [
          'Se forem encontradas inconsistências, o cadastro volta para você com a explicação do técnico. Corrija os dados indicados e envie novamente: o cadastro volta para a verificação.',
        ],
      },
      {
        heading: 'Fim e comprovante',
        paragraphs: [
          'Quando o cadastro for consolidado, o recenseamento termina e você pode baixar o comprovante, com o número de protocolo, a data e a hora.',
        ],
      },
      {
        heading: 'Contato',
        paragraphs: [
          'Em caso de dúvida, fale com o seu instituto de previdência pelos telefones, pelo WhatsApp ou pelo chat.',
        ],
        links: [{ to: '/Contato/{-$action}/', label: 'Ver os canais de atendimento' }],
      },
    ],
  },

  pages: {
    censo: {
      /** (ours) */
      title: 'Recenseamento',
      /** (ours) placeholder until the wizard is built */
      placeholder:
        'Aqui você vai confirmar os seus dados em sete etapas: perfil, documentos, contatos, dependentes, dados funcionais, avaliação e imagens.',
    },
    tutorial: {
      title: 'Manual de utilização',
      sections: [
        'Download do aplicativo',
        'Perfil',
        'Documentos',
        'Contato',
        'Dependentes',
        'Dados funcionais',
        'Avaliação',
        'Imagens',
      ],
      /** (ours) */
      intro:
        'Vídeos curtos mostram como preencher cada etapa do recenseamento. Toque no nome de uma etapa para ver o vídeo.',
      /** (ours) */
      captions: 'Português (Brasil)',
      /** (ours) */
      textAlternative: 'O que o vídeo mostra:',
      /** (ours) */
      noVideo: 'Seu navegador não reproduz este vídeo.',
      /** (ours) */
      videoFailed: 'Não foi possível carregar o vídeo. Verifique a sua conexão e tente mais tarde.',
      /** (ours) */
      download: 'Baixar o vídeo',
      /**
       * (ours) what each video shows, in order: its text alternative, and the sentences of its
       * caption track (fixtures/media/videos/generate.sh writes the same ones).
       */
      videos: [
        [
          'Abra a loja de aplicativos do celular.',
          'Procure por Recenseamento e toque em Instalar.',
          'Se preferir, use o Recenseamento pelo navegador.',
        ],
        [
          'Confira o seu nome, CPF e data de nascimento.',
          'Campos em amarelo só mudam no instituto.',
          'Corrija o que precisar e toque em Próximo.',
        ],
        [
          'Abra cada documento da lista.',
          'Preencha os dados e toque em SALVAR.',
          'O documento salvo fica marcado como completo.',
        ],
        [
          'Informe o seu celular, o seu e-mail e o endereço.',
          'Com o celular você recebe o aviso por SMS.',
          'Toque em Próximo para continuar.',
        ],
        [
          'Veja os dependentes já cadastrados.',
          'Para incluir um novo, toque em Adicionar.',
          'Informe o nome, o parentesco e o CPF.',
        ],
        [
          'Confira cada matrícula: cargo e lotação.',
          'Informe a data de ingresso e toque em Salvar.',
          'Toque em Próximo quando todas estiverem certas.',
        ],
        [
          'Diga como foi usar o recenseamento.',
          'Toque na carinha que mostra a sua opinião.',
          'A sua avaliação é salva na hora.',
        ],
        [
          'Envie a sua foto e as imagens dos documentos.',
          'Use boa luz e enquadre o documento inteiro.',
          'Ao final, toque em CONCLUIR para enviar.',
        ],
      ],
    },
    tutorialCnis: {
      title: 'CNIS - MEU INSS',
      /** (ours) */
      intro:
        'Como obter o seu Extrato de Contribuição(CNIS) no portal Meu INSS, para enviar no recenseamento:',
      /** (ours) the six steps of the spec */
      steps: [
        'Acesse o portal Meu INSS, da Previdência Social.',
        'Entre com a sua conta gov.br. Se ainda não tem cadastro, você pode se cadastrar em menos de 5 minutos.',
        'Escolha a opção "Extrato de Contribuição(CNIS)".',
        'Veja as suas contribuições, agrupadas por empregador.',
        'Clique em "BAIXAR PDF", no canto inferior direito da tela.',
        'O arquivo é salvo em PDF: use-o no recenseamento, na etapa Imagens.',
      ],
      /** (ours) */
      portalLink: 'Abrir o portal Meu INSS',
      portalUrl: 'https://meu.inss.gov.br/',
    },
    contato: {
      title: 'Contato',
      /** (ours) */
      choose: 'Escolha o seu município ou estado para ver os canais de atendimento.',
      /** (ours) */
      chatLine: 'Atendimento por chat: converse com a equipe do instituto pelo chat ao vivo.',
      /** (ours) */
      numbersTitle: 'Telefones e WhatsApp',
      /** (ours) */
      noNumbers: 'Este instituto ainda não informou telefones de atendimento.',
      /** (ours) accessible names of the icons */
      call: 'Ligar para',
      /** (ours) */
      whatsapp: 'Conversar pelo WhatsApp com',
    },
    info: {
      title: 'Informações',
      /** (ours) */
      choose: 'Escolha o seu município ou estado para ver os documentos necessários.',
      /** (ours) */
      intro: 'Separe estes documentos antes de começar o recenseamento:',
      /** (ours) */
      noDocuments: 'Este instituto ainda não informou a lista de documentos.',
      /** (ours) heading of the decree text */
      decree: 'Decreto',
      /** (ours) */
      cnisLink: 'Como obter o extrato CNIS (Meu INSS)',
    },
    legal: {
      title: 'Fundamentação Legal',
      /** (ours) */
      choose: 'Escolha o seu município ou estado para ver a legislação do recenseamento.',
      /** (ours) */
      empty: 'Este instituto ainda não informou a legislação do recenseamento.',
    },
    termos: {
      title: 'Termos de uso',
      /** (ours) */
      empty: 'Os termos de uso ainda não estão disponíveis.',
    },
    privacy: {
      title: 'Política de privacidade',
      /** (ours) */
      empty: 'A política de privacidade ainda não está disponível.',
    },
    sobre: {
      title: 'Sobre',
      /** (ours) */
      version: (version: string) => `Versão ${version}`,
      product: 'Recenseamento®',
      rights: 'Todos os direitos reservados.',
      /** (ours) the hold-to-trigger control on the app icon */
      icon: 'Ícone do Recenseamento',
      /** (ours) */
      holdHint: 'Mantenha pressionado para ver os detalhes técnicos.',
      /** (ours) */
      details: (version: string, environment: string, appId: string) =>
        `Versão ${version} · ambiente de ${environment === 'test' ? 'teste' : 'produção'} · metadados "${appId}"`,
      /** (ours) the team, with the easter egg */
      team: 'Desenvolvido com carinho por',
      member: 'Joana Cavalcanti',
      alias: 'Jojô do Censo',
      /** (ours) */
      aliasOn: 'Você descobriu o apelido secreto da Joana!',
      /** (ours) */
      aliasOff: 'Segredo guardado de novo.',
    },
  },

  /**
   * The census wizard (../shared/spec/census-wizard.md): frame, step 0 Perfil, step 1 Documentos.
   * Quoted texts to the letter; the others are marked (ours).
   */
  wizard: {
    /** (ours) the screen's heading */
    title: 'Recenseamento',
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
    /** (ours) */
    retry: 'Tentar novamente',
    required: 'Este campo deve ser preenchido',
    invalidCpf: 'Um CPF válido deve ser informado',
    invalidDate: 'Uma data válida deve ser informada',
    saveFailure:
      'Não foi possível realizar esta operação...verifique a sua conexão com a internet e tente novamente!',
    cpfTaken: 'O CPF informado já se encontrado cadastrado e vinculado a outra pessoa!',
    /** (ours) a select's empty choice */
    choose: 'Selecione',
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
      cpf: 'CPF',
      nascimento: 'Data de nascimento',
      sexo: 'Sexo',
      escolaridade: 'Escolaridade',
      genero: 'Gênero',
      orientacaoSexual: 'Orientação Sexual',
      estadoCivil: 'Estado civil',
      etnia: 'Etnia',
      nomePai: 'Nome do pai',
      nomeMae: 'Nome da mãe',
      pcd: 'PCD',
      grau: 'Grau de Deficiência',
      inicio: 'Início da Deficiência',
      /** (ours) */
      datePlaceholder: 'DD/MM/AAAA',
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
  },
} as const
