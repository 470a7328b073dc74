/**
 * The public receipt check (/Validar/, docs/decisions/019): all ours, the spec has no such
 * screen. The rules of core.ts apply.
 */
import { technician } from './case'
import { common } from './core'

export * from './core'

export const receiptValidation = {
  /** (ours) */
  title: 'Validar comprovante',
  /** (ours) */
  intro:
    'Confira se um comprovante de recenseamento é autêntico: informe o protocolo impresso nele ou leia o QR code do comprovante.',
  /** (ours) */
  protocol: 'Protocolo',
  /** (ours) */
  protocolHint: 'São 12 letras e números, com ou sem traços. Exemplo: A3-F9-1C-0B-7D-2E.',
  /** (ours) */
  submit: 'Validar',
  /** (ours) while the protocol is looked up */
  checking: 'Consultando o protocolo…',
  /** (ours) a protocol that cannot be one (checked before any call; the API's 406) */
  invalid:
    'Protocolo inválido. Informe os 12 caracteres do comprovante (números de 0 a 9 e letras de A a F).',
  /** (ours) */
  authentic: 'Comprovante autêntico',
  /** (ours) */
  authenticText: (protocol: string) =>
    `O protocolo ${protocol} é de um recenseamento consolidado. Confira os dados com os do comprovante:`,
  /** (ours) */
  entity: 'Entidade',
  /** (ours) */
  name: 'Nome',
  cpf: common.cpf,
  dateTime: 'Data/Hora',
  technician,
  /** (ours) */
  notFound: 'Comprovante não encontrado',
  /** (ours) */
  notFoundText: (protocol: string) =>
    `Nenhum recenseamento consolidado tem o protocolo ${protocol}. Confira o que foi digitado: um comprovante substituído por uma nova consolidação deixa de valer.`,
  /** (ours) heading of a look-up that got no answer (429, network) */
  unavailable: 'Não foi possível validar agora',
  /** (ours) the API's 429: too many look-ups from this device */
  limited: 'Muitas consultas em pouco tempo...aguarde um minuto e tente novamente.',
  failure: common.opsFailure,
} as const
