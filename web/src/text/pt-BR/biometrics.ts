/**
 * Biometric login (spec §2 "Biometria", §4; docs/decisions/012): the /Biometria/ screen and the
 * login's "Entrar com biometria" (loaded with it). The rules of core.ts apply: texts of the spec
 * to the letter; the others "(ours)".
 */
import { nav } from './core'

export * from './core'

export const biometrics = {
  /** the landing page's link names the screen too */
  title: nav.biometrics,
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
  enabled: 'Biometria ativada. Na próxima vez, toque em "Entrar com biometria" na tela de acesso.',
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
} as const
