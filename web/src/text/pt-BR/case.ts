/**
 * The case (higienize-segurado): the /Status/ and /Review/ screens, finalize, the receipt
 * (census-wizard.md §2, §8); the routes' gate and loading/error states are `caseRoutes` (core).
 * The rules of core.ts apply: texts of the spec to the letter, typos included; the others
 * "(ours)".
 */
export * from './core'

/**
 * /Status/, /Review/ and /Validar/ (the receipt PDF too). The spec's /Status/ writes "Resposável",
 * a slip its /Review/ does not make: spelled right everywhere (issue 24).
 */
export const technician = 'Responsável técnico'

const caseTexts = {
  /** (ours) on /Status/: saves made on this device that the institute refused (ADR 028) */
  unsent: {
    title: 'Alterações não enviadas',
    text: 'Estas alterações feitas neste aparelho não foram aceitas pelo instituto e não foram salvas:',
    dismiss: 'Entendi',
  },
  dateTime: 'Data/Hora',
  status: {
    consolidated: 'Cadastro consolidado!',
    /** (ours) label of the protocol (the validation hash in six pairs) */
    protocol: 'Protocolo',
    technician,
    notAvailable: 'N/D',
    download: 'Download do comprovante',
    /** (ours) while the receipt address is asked for */
    downloading: 'Preparando o comprovante…',
    waiting: 'Agora é com a gente!',
    waitingText:
      'Seu cadastro está em processo de verificação e em breve você será notificado sobre o status da validação dos dados',
  },
  /** (ours) the status images' names; the images that repeat their screen's text have none */
  images: {
    notEditable: 'Cadastro bloqueado para alterações enquanto é verificado',
  },
  review: {
    title: 'Atenção',
    text: 'O seu cadastro foi analisado por um técnico e as seguintes inconsistências foram encontradas:',
    technician,
    fix: 'Corrigir inconsistências',
  },
  finalizeFailure:
    'Ops! Não foi possível atender a esta solicitação neste momento...Tente novamente em instantes.',
  downloadFailure:
    'Ops! Não foi possível atender a esta solicitação neste momento...Verifique a sua conexão com a internet e tente novamente em instantes.',
} as const

// `case` is a reserved word: it can be an export name, not a variable name.
export { caseTexts as case }
