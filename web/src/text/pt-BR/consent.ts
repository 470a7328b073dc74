/**
 * Cookie consent beyond the banner (spec §2 "Cookie banner", §4): the preferences dialog behind
 * "Personalizar" and the landing page's prompt, both loaded when shown. The banner's own texts
 * are `consent` (core). The rules of core.ts apply.
 */
export * from './core'

export const consentChoices = {
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
} as const
