/**
 * The public screens (spec §2): Tutorial, TutorialCnis, Contato, Info, Legal, Termos, Privacy,
 * Sobre. The rules of core.ts apply: texts of the spec to the letter, typos included; the others
 * "(ours)". Contato's chat button is the chat's own text (`chat.open`).
 */
import { app, common, nav } from './core'

export * from './core'

export const pages = {
  tutorial: {
    title: 'Manual de utilização',
    /** the spec's list of the videos, to the letter: not the wizard's step names (Contatos…) */
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
    title: nav.contact,
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
    title: common.terms,
    /** (ours) */
    empty: 'Os termos de uso ainda não estão disponíveis.',
  },
  privacy: {
    title: common.privacyPolicy,
    /** (ours) */
    empty: 'A política de privacidade ainda não está disponível.',
  },
  sobre: {
    title: nav.about,
    /** (ours) */
    version: (version: string) => `Versão ${version}`,
    product: app.product,
    rights: app.rights,
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
} as const

/** The landing page of a person logged in (spec §2 "About/landing page"). */
export const landing = {
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
} as const
