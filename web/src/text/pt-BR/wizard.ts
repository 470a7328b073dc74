/**
 * The census wizard's frame (../shared/spec/census-wizard.md §2 Wizard frame): Anterior, Próximo,
 * the step list, the final CONCLUIR, drafts, the author block, and what several steps say alike.
 * Each step's own texts, its title among them, are in its folder
 * (features/wizard/steps/<step>/texts.ts), imported by that step alone.
 * The rules of core.ts apply: quoted texts to the letter; the others are marked (ours).
 */
import { SEX } from '@censo/contracts'
import { app, common } from './core'

export * from './core'

/**
 * A list of choices (a select's options, step 5's faces) as `{ value, label }`, from
 * `[code, label]` pairs in their order: how the wizard's texts write their lists of codes.
 */
export const options = <const Value extends string | number>(
  pairs: readonly (readonly [Value, string])[],
) => pairs.map(([value, label]) => ({ value, label }))

/** What several steps' forms say alike: their SALVAR (spec §2 Step 1), its hint, Cancelar. */
const save = 'SALVAR'
const cancel = 'Cancelar'

export const wizard = {
  /** (ours) the screen's heading: the app's name */
  title: app.name,
  previous: 'Anterior',
  next: 'Próximo',
  loading: 'Carregando...',
  /** (ours) the help icon of the active step */
  help: (step: string) => `Ajuda sobre a etapa ${step}`,
  /** (ours) the step list's name */
  progress: 'Etapas do recenseamento',
  /** (ours) what describes the active step's heading, for screen readers: "etapa 3 de 7" */
  position: (number: number, count: number) => `etapa ${number} de ${count}`,
  /** (ours) the marks of the steps, for screen readers */
  stepState: {
    current: 'etapa atual',
    done: 'concluída',
    wrong: 'com pendências',
  },
  /** (ours) shown under a disabled Próximo */
  nextHint: 'Preencha o que falta nesta etapa para continuar.',
  /** census-wizard.md §2 Step 6: the bottom buttons of the last step and the confirmation */
  review: 'REVISAR INCONSISTÊNCIAS',
  conclude: 'CONCLUIR',
  /** (ours) the confirmation's title; its text comes from metadata (concluir_text) */
  concludeTitle: 'Concluir o recenseamento',
  concludeConfirm: 'Concluir',
  concludeCancel: cancel,
  save,
  /** (ours) under a disabled SALVAR (or step 4's Salvar) */
  saveHint: 'Preencha os campos obrigatórios para salvar.',
  cancel,
  /** (ours) under a disabled CONCLUIR, and what REVISAR INCONSISTÊNCIAS does */
  concludeHint: 'Envie a foto e os documentos obrigatórios desta etapa para concluir.',
  reviewHint: (step: string) => `A etapa ${step} tem pendências: revise-a antes de concluir.`,
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
  /** (ours) what a form typed and not saved keeps on this device (docs/decisions/021) */
  /** (ours) above the steps while the app has no network (docs/decisions/028) */
  offline: {
    notice:
      'Você está sem conexão. Estes são os seus dados como foram lidos por último neste aparelho.',
  },
  /** (ours) saves kept on the device until they are sent (docs/decisions/028) */
  saves: {
    waiting: 'Será enviado quando a conexão voltar.',
    removing: 'Será removido quando a conexão voltar.',
    queued: (name: string) =>
      `${name}: salvo neste aparelho. Será enviado quando a conexão voltar.`,
    removalQueued: (name: string) => `${name}: será removido quando a conexão voltar.`,
    /** once the saves kept on the device have gone (an information toast) */
    sent: (count: number) =>
      count === 1
        ? 'A alteração salva neste aparelho foi enviada.'
        : `As ${count} alterações salvas neste aparelho foram enviadas.`,
    refused: (message: string) => `Não enviado: ${message}`,
    dismiss: 'Descartar',
    concludeOffline: 'Sem conexão: para concluir, conecte-se à internet.',
    concludeWaiting: (count: number) =>
      count === 1
        ? 'Espere: 1 alteração ainda está sendo enviada.'
        : `Espere: ${count} alterações ainda estão sendo enviadas.`,
    retrying:
      'O servidor não respondeu. O que você digitou continua aqui, e vamos tentar de novo sozinhos.',
  },
  drafts: {
    restored: 'Recuperamos o que você digitou e ainda não foi salvo.',
    discard: 'Descartar',
    offline:
      'Sem conexão: não foi possível salvar agora. O que você digitou fica guardado neste aparelho.',
    online: 'A conexão voltou. Toque em Salvar agora para enviar o que você digitou.',
    saveNow: 'Salvar agora',
  },
  author: {
    /** (ours) */
    label: 'Última atualização',
    /** (ours) */
    by: (name: string, when: string) => `${name}, em ${when}`,
    /** (ours) the author's name could not be read */
    at: (when: string) => `Em ${when}`,
  },
  /** (ours) a section's mark, for screen readers (components/section-mark.tsx, steps 1, 2, 6) */
  sectionMark: {
    complete: 'completo',
    missing: 'obrigatório, incompleto',
  },
  /** (ours) rules beyond "Este campo deve ser preenchido": a text over the contract's limit */
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  /** census-wizard.md §3: the sex codes (the contract's) of a profile and a dependant (steps 0, 3) */
  sexos: options([
    [SEX.masculino, 'Masculino'],
    [SEX.feminino, 'Feminino'],
    [SEX.outro, 'Outro'],
  ]),
  /**
   * (ours) the identity card's labels, of step 1's Identidade and of a dependant (step 3); its
   * date of issue labels every document of step 1
   */
  identity: {
    rg: 'Número do RG',
    emissao: 'Data de emissão',
    uf: 'UF',
    orgao: 'Órgão emissor',
  },
} as const
