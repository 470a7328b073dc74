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

  offline: {
    /** (ours) */
    title: 'Sem conexão',
    message: 'Você está offline. Verifique a sua conexão com a internet e tente novamente.',
    /** (ours) */
    retry: 'Tentar novamente',
  },

  landing: {
    /** (ours) slogan when the metadata gives no banner */
    slogan: 'Atualize seus dados previdenciários de onde estiver, com segurança.',
    /** (ours) */
    title: 'Bem-vindo ao Recenseamento',
  },

  help: {
    title: 'Ajuda',
    /** (ours) the sections the spec lists, with the facts of its §1 */
    sections: [
      {
        heading: 'Como funciona',
        paragraphs: [
          'O recenseamento é feito em sete etapas: perfil, documentos, contatos, dependentes, dados funcionais, avaliação e imagens. Ao final, o seu cadastro é enviado para verificação por uma equipe técnica.',
        ],
      },
      {
        heading: 'Antes de começar',
        paragraphs: [
          'Tenha à mão os seus documentos pessoais e os documentos dos seus dependentes. Os campos mostrados desabilitados, em amarelo, só podem ser alterados pessoalmente no instituto.',
        ],
      },
      {
        heading: 'Sem retrabalho',
        paragraphs: [
          'O seu progresso fica salvo: você pode parar e continuar depois de onde parou, sem precisar preencher tudo de novo.',
        ],
      },
      {
        heading: 'Informações adicionais',
        paragraphs: [
          'Se informar um número de celular, você será avisado por SMS sobre o resultado da verificação.',
        ],
      },
      {
        heading: 'Validação dos dados',
        paragraphs: [
          'Depois do envio, o seu cadastro fica bloqueado enquanto é verificado. A verificação pode levar alguns dias: consulte a situação a cada 2 ou 3 dias.',
        ],
      },
      {
        heading: 'Correção e reenvio',
        paragraphs: [
          'Se forem encontradas inconsistências, o cadastro volta para você com a explicação do técnico. Corrija os dados indicados e envie novamente.',
        ],
      },
      {
        heading: 'Fim e comprovante',
        paragraphs: [
          'Quando o cadastro for consolidado, você poderá baixar o comprovante do recenseamento.',
        ],
      },
      {
        heading: 'Contato',
        paragraphs: ['Em caso de dúvida, consulte os canais de atendimento na página Contato.'],
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
    status: {
      /** (ours) */
      title: 'Situação do cadastro',
      /** (ours) placeholder */
      placeholder:
        'Aqui você vai acompanhar a verificação do seu cadastro e baixar o comprovante quando ele for consolidado.',
      consolidated: 'Cadastro consolidado!',
      waiting: 'Agora é com a gente!',
      waitingText:
        'Seu cadastro está em processo de verificação e em breve você será notificado sobre o status da validação dos dados',
      technician: 'Resposável técnico',
      notAvailable: 'N/D',
      download: 'Download do comprovante',
    },
    review: {
      title: 'Atenção',
      text: 'O seu cadastro foi analisado por um técnico e as seguintes inconsistências foram encontradas:',
      technician: 'Responsável técnico',
      fix: 'Corrigir inconsistências',
      /** (ours) placeholder */
      placeholder:
        'Aqui serão mostradas as inconsistências encontradas na verificação do cadastro.',
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
      /** (ours) placeholder */
      placeholder: 'Aqui ficarão os vídeos que explicam cada etapa do recenseamento.',
      /** (ours) */
      opened: 'Seção indicada:',
    },
    tutorialCnis: {
      title: 'CNIS - MEU INSS',
      /** (ours) placeholder */
      placeholder:
        'Aqui ficará o passo a passo para obter o seu Extrato de Contribuição(CNIS) no portal Meu INSS.',
    },
    contato: {
      title: 'Contato',
      /** (ours) placeholder */
      placeholder:
        'Aqui ficarão os telefones, o WhatsApp e o atendimento por chat do seu instituto de previdência.',
    },
    biometria: {
      /** (ours) */
      title: 'Biometria',
      switchLabel: 'BIOMETRIA',
      prompt: 'Deseja usar a sua digital para se autenticar?',
      /** (ours) placeholder */
      placeholder:
        'Aqui você vai poder ativar a entrada pela digital. A biometria serve apenas para abrir o aplicativo: ela não é coletada nem guardada pelo Recenseamento e fica no seu aparelho, nos termos do fabricante.',
    },
    info: {
      title: 'Informações',
      /** (ours) placeholder */
      placeholder:
        'Aqui ficará a lista dos documentos necessários para o recenseamento do seu município ou estado.',
    },
    legal: {
      title: 'Fundamentação Legal',
      /** (ours) placeholder */
      placeholder: 'Aqui ficarão as leis e os decretos que fundamentam o recenseamento.',
    },
    termos: { title: 'Termos de uso' },
    privacy: { title: 'Política de privacidade' },
    sobre: {
      title: 'Sobre',
      /** (ours) */
      version: (version: string) => `Versão ${version}`,
      product: 'Recenseamento®',
      rights: 'Todos os direitos reservados.',
    },
  },
} as const
