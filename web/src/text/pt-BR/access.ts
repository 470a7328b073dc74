/**
 * What the login says after "Entrar" (spec §2, §4): the answers to a failed login, the identity
 * confirmation by code and the "Atenção!" screen. Loaded with the login's next steps, not with
 * the form (docs/decisions/007). The rules of core.ts apply: texts of the spec to the letter,
 * typos included; the others "(ours)".
 */
export * from './core'

/** The login's answers shown under the form (spec §4). */
export const loginAnswers = {
  mismatch: 'Os dados informados não conferem',
  notFound: 'Cadastro não localizado...verifique seus dados e tente novamente.',
  captchaError: 'Você deve verificar o captcha corretamente',
  /** (ours) a 429 of the login (ADR 020): too many failures for this CPF */
  tooMany: (seconds: number) =>
    `Muitas tentativas com este CPF. Tente novamente em ${
      seconds < 60 ? `${seconds} segundos` : `${Math.ceil(seconds / 60)} minuto(s)`
    }.`,
} as const

export const confirm = {
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
  /** (ours) a 429 of the code sends (ADR 020), counting down; the choices wait meanwhile */
  wait: (seconds: number) =>
    `Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} para pedir um novo código.`,
} as const

export const loginError = {
  title: 'Atenção!',
  /** (ours) the spec's default: no servant registration, go to a service location */
  default:
    'Não localizamos o seu cadastro de servidor. Dirija-se a um posto de atendimento do seu instituto de previdência.',
} as const
