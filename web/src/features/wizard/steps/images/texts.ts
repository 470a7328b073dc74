/**
 * The texts of step 6 Imagens of the census wizard
 * (../shared/spec/census-wizard.md §2 Step 6, §3 Document images).
 * The rules of text/pt-BR/core.ts apply: quoted texts to the letter; the others are marked (ours).
 * What the frame and several steps say is in text/pt-BR/wizard.ts; this step alone imports these.
 */
import { common } from '@/text/pt-BR/core'

export const imagesTexts = {
  /** census-wizard.md §2 Wizard frame: the step's title */
  title: 'Imagens',
  /** (ours) the entries' marks and counts */
  required: 'obrigatório',
  optional: 'opcional',
  sent: (count: number, needed: number) =>
    needed > 0 ? `${count} de ${needed} enviado(s)` : `${count} enviado(s)`,
  /** (ours) the upload controls: the camera (capture on phones) and a file (images or PDF) */
  takePhoto: 'Tirar foto',
  chooseFile: 'Escolher arquivo',
  /** (ours) while a file is prepared, sent and attached */
  preparing: 'Preparando o arquivo...',
  uploading: (percent: number) => `Enviando... ${percent}%`,
  processing: 'Processando...',
  retry: 'Tentar novamente',
  /** (ours) a file kept on the device until it is sent (docs/decisions/028) */
  label: (label: string, name: string) => `${label}: ${name}`,
  keptFile: (label: string, index: number) => `${label}: arquivo ${index} guardado neste aparelho`,
  queued: 'Na fila: será enviado em seguida.',
  retrying:
    'O envio não deu certo. O arquivo continua guardado neste aparelho e será enviado de novo sozinho.',
  notSent: 'Não enviado.',
  /** (ours) a thumbnail, its X and a PDF's link */
  thumbnail: (label: string, index: number) => `${label}: imagem ${index}`,
  pdf: (label: string, index: number) => `${label}: PDF ${index} (abrir)`,
  remove: (label: string, index: number) => `Remover ${label}: arquivo ${index}`,
  empty: 'Nenhum arquivo enviado.',
  /** census-wizard.md §3: the photo's lists */
  photo: 'Foto',
  /** (ours) the dependants' entry (spec §2: a button per dependant opens 'Capturar imagem') */
  dependants: 'Documentos dos dependentes',
  dependantDocs: (count: number) =>
    count === 0 ? 'Nenhum documento enviado' : `${count} documento(s) enviado(s)`,
  capture: 'Capturar imagem',
  captureFor: (nome: string) => `Capturar imagem de ${nome}`,
  documentType: 'Tipo de documento',
  close: 'Fechar',
  /** census-wizard.md §5 Step 6 and §8: the messages to the letter */
  wrongType: (name: string) =>
    `O arquivo ${name} não é permitido. Você deve utilizar apenas arquivos de imagem ou PDF!`,
  uploadFailure:
    'Ops! Não foi possível fazer o upload do arquivo neste momento...Tente novamente em instantes.',
  attachFailure: common.opsFailure,
  deleteFailure:
    'Ops! Não foi possível remover esta imagem no momento...tente novamente em instantes.',
  photoSent: 'Imagem enviada com sucesso!',
  /** (ours) announced after an upload or a removal; a file over the size limit */
  added: (label: string) => `${label}: arquivo enviado.`,
  removed: (label: string) => `${label}: arquivo removido.`,
  tooLarge: (name: string, megabytes: number) =>
    `O arquivo ${name} é maior que ${megabytes} MB. Envie um arquivo menor.`,
  /** (ours) the tip's lead-in */
  tip: 'Dica',
  /** (ours) the work card's images, typed by the institute (access-and-screens §7) */
  workCard: 'Carteira de Trabalho (CTPS)',
  workCardHint:
    'Imagens da sua carteira de trabalho e dos contratos, registradas pelo instituto. Se algo estiver errado, procure o instituto.',
} as const
