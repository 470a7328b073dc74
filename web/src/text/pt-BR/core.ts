/**
 * The user-facing texts of the web app, one module per area (this folder; a wizard step's own
 * are in its folder, features/wizard/steps/<step>/texts.ts); each text is defined once, in one
 * module. Texts quoted by the spec (../shared/spec/access-and-screens.md and
 * census-wizard.md) are copied to the letter, typos included; the others are ours and marked
 * "(ours)". The generic status table lives in @censo/contracts (`statusMessage`), shared with
 * the mock server.
 *
 * core: what `/` and the shell need (app frame, navigation, session, tenant, the login form,
 * offline, toasts, the cookie banner, the chat launcher), plus the texts several areas share. It is part of
 * the first download; every other module re-exports it, so a feature imports only its own
 * module (`import * as t from '…/text/pt-BR/<area>'`) and the shell imports this one.
 */

/** Texts used by more than one area (the sections below refer to them). */
export const common = {
  back: 'Voltar',
  start: 'Iniciar recenseamento',
  /** the login's and the profile's labels (census-wizard.md §2 "Step 0 Perfil") */
  cpf: 'CPF',
  birthDate: 'Data de nascimento',
  /** (ours) placeholder of the date fields */
  datePlaceholder: 'DD/MM/AAAA',
  /** (ours) the empty choice of a select */
  choose: 'Selecione',
  /** (ours) */
  retry: 'Tentar novamente',
  /** (ours) the titles of /Termos/ and /Privacy/, also the login's links to them */
  terms: 'Termos de uso',
  /** (ours) */
  privacyPolicy: 'Política de privacidade',
  /** census-wizard.md §8: status check, postal-code lookup, social networks, attach/remove */
  opsFailure: 'Ops! Não foi possível realizar esta operação...tente novamente em instantes.',
  /** (ours) beside SALVAR, a delete or Próximo while the write goes (census-wizard §4) */
  saving: 'Salvando...',
  /** (ours) beside a delete while it goes */
  removing: 'Removendo...',
} as const

export const app = {
  name: 'Recenseamento',
  /** eMAG 3.1's skip links, with its access keys (1, 2 and 4) */
  skipToContent: 'Ir para o conteúdo',
  skipToMenu: 'Ir para o menu',
  skipToFooter: 'Ir para o rodapé',
  /** (ours) */
  loading: 'Carregando…',
  /** Spec §3: default text when the metadata fails. */
  metaUnavailable: 'Não foi possível carregar a meta API',
  /** the footer and Sobre */
  product: 'Recenseamento®',
  rights: 'Todos os direitos reservados.',
} as const

/** The header menu (spec §2 "Header and menus"); the screens take their titles from it. */
export const nav = {
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
  /** (ours) the footer's link to /Acessibilidade/, and its title */
  accessibility: 'Acessibilidade',
  /** (ours) the Biometria screen: its title, and its link on the landing page */
  biometrics: 'Biometria',
} as const

export const tenant = {
  selectLabel: 'Selecione Municipio ou Estado',
  selectPlaceholder: common.choose,
} as const

export const login = {
  /** (ours) heading when the metadata has no login title */
  title: 'Acesso ao Recenseamento',
  cpf: common.cpf,
  birthDate: common.birthDate,
  submit: 'Entrar',
  /** (ours) where the terms checkbox label points */
  readTerms: 'Leia os',
  /** (ours) */
  and: 'e a',
  termsLink: common.terms,
  privacyLink: common.privacyPolicy,
  /** (ours) fallback when the entity has no "cpf" message */
  invalidCpf: 'CPF inválido',
  /** (ours) */
  invalidDate: 'Data inválida. Informe no formato DD/MM/AAAA.',
  /** (ours) */
  futureDate: 'A data de nascimento não pode ser no futuro.',
  /** (ours) shown under the disabled button */
  submitHint:
    'Para entrar, preencha todos os campos, aceite os termos e confirme que não é um robô.',
  failure:
    'Não foi possível executar esta operação no momento...verifique a sua conexão com a internet e tente novamente em instantes.',
} as const

export const captcha = {
  dev: 'Não sou um robô',
  /** (ours) */
  devHint: 'Verificação de desenvolvimento: marque para continuar.',
  /** (ours) */
  unavailable: 'Não foi possível carregar a verificação de segurança. Recarregue a página.',
} as const

export const session = {
  unauthorized: 'Você não possui permissão de acesso ao recurso solicitado!',
} as const

export const toast = {
  /** (ours) */
  close: 'Fechar aviso',
} as const

export const offline = {
  /** (ours) */
  title: 'Sem conexão',
  message: 'Você está offline. Verifique a sua conexão com a internet e tente novamente.',
  retry: common.retry,
} as const

/**
 * The case routes' gate and their loading and error states, which load with the router
 * (census-wizard.md §8 "Status check failure other than 404"); the screens' texts are in case.ts.
 */
export const caseRoutes = {
  statusFailure: common.opsFailure,
  /** (ours) title of the screen when the status could not be read */
  loadErrorTitle: 'Situação do cadastro',
} as const

/** Cookie consent (spec §2 "Cookie banner", §4): button labels to the letter, the rest ours. */
export const consent = {
  /** (ours) */
  title: 'Este site usa cookies',
  /** (ours) */
  text: 'Usamos cookies necessários para o Recenseamento funcionar e, se você permitir, cookies de preferências e de estatísticas.',
  customize: 'Personalizar',
  acceptAll: 'Aceitar Cookies',
  /** (ours) */
  saved: 'Suas preferências de cookies foram salvas.',
} as const

/** Live chat (spec §4 "Live chat"): its launcher is on every screen; every text ours. */
export const chat = {
  open: 'Abrir o chat',
  close: 'Fechar o chat',
  title: 'Chat ao vivo',
  standIn:
    'Este é um substituto local do chat ao vivo (desenvolvimento e testes): nenhuma mensagem é enviada.',
  botId: (id: string) => `Robô do chat: ${id}`,
} as const
