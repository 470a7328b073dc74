// `pnpm technician …`: drives cases through their states on the mock's technician endpoint
// (DESIGN §4). MOCK_URL (default http://localhost:3333) and MOCK_TECHNICIAN_KEY.
import {
  caseStatusSchema,
  cpfDigits,
  formatCpf,
  formatDateTime,
  formatProtocol,
  type CaseStatus,
} from '@censo/contracts'
import {
  casesAnswerSchema,
  STATE_LABELS,
  technicianCaseSchema,
  type TechnicianCase,
} from '@censo/mock-server/technician'

type Status = CaseStatus

const USAGE = `Usage:
  pnpm technician list [locked|released|done]
  pnpm technician release <cpf> "<message (HTML)>"
  pnpm technician consolidate <cpf>
  pnpm technician lock <cpf>            a released or done case back to locked (to move it again)

Environment:
  MOCK_URL             mock server (default http://localhost:3333)
  MOCK_TECHNICIAN_KEY  sent as X-Technician-Key when the mock requires it

Examples:
  pnpm technician list locked
  pnpm technician release 321.654.987-91 "<p>Envie de novo a imagem do <strong>RG</strong>.</p>"
  pnpm technician consolidate 32165498791`

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message)
  }
}

const baseUrl = (process.env.MOCK_URL ?? 'http://localhost:3333').replace(/\/+$/, '')

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStatus(value: string): value is Status {
  return caseStatusSchema.safeParse(value).success
}

/** The technician endpoint's answer in its schema's shape, or the CLI's error. */
function parseCase(answer: unknown, action: string): TechnicianCase {
  const parsed = technicianCaseSchema.safeParse(answer)
  if (!parsed.success) throw new CliError(`Unexpected answer from the ${action} call.`)
  return parsed.data
}

/** The error body's `field` (message, reason) when it is text. */
function errorTextOf(body: unknown, field: 'message' | 'reason'): string | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined
  const text = body.error[field]
  return typeof text === 'string' ? text : undefined
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = {}
  const key = process.env.MOCK_TECHNICIAN_KEY
  if (key) headers['X-Technician-Key'] = key
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`${baseUrl}/__technician${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch {
    throw new CliError(
      `Cannot reach the mock server at ${baseUrl}. Is it running (pnpm mock or npm start)? Set MOCK_URL if it listens elsewhere.`,
    )
  }
  const answer: unknown = await response.json().catch(() => undefined)
  if (response.ok) return answer
  const reason = errorTextOf(answer, 'message') ?? response.statusText
  if (response.status === 401) {
    throw new CliError(
      key
        ? `The mock refused MOCK_TECHNICIAN_KEY (401: ${reason}). Use the key the mock was started with.`
        : `The mock requires a technician key (401: ${reason}). Set MOCK_TECHNICIAN_KEY.`,
    )
  }
  if (response.status === 409) {
    const why = errorTextOf(answer, 'reason') ?? 'only a locked case can change.'
    throw new CliError(`Transition refused (409: ${reason}): ${why}`)
  }
  throw new CliError(`The mock answered ${response.status}: ${reason}`)
}

async function listCases(status?: Status): Promise<TechnicianCase[]> {
  const answer = await call('GET', `/cases${status ? `?status=${status}` : ''}`)
  const parsed = casesAnswerSchema.safeParse(answer)
  if (!parsed.success) {
    throw new CliError(`Unexpected answer from ${baseUrl}/__technician/cases. Is MOCK_URL right?`)
  }
  return parsed.data.cases
}

const cpfOf = (cpf: string | null): string => (cpf ? formatCpf(cpf) : '(sem CPF)')

function plain(html: string, width: number): string {
  const text = html
    .replace(/<\/?(?:a|b|code|em|i|small|span|strong|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > width ? `${text.slice(0, width - 1)}…` : text
}

function detail(item: TechnicianCase): string {
  if (item.validation_hash) return `protocolo ${formatProtocol(item.validation_hash)}`
  return item.message ? plain(item.message, 60) : ''
}

function printTable(cases: TechnicianCase[]): void {
  const header = ['pf_id', 'CPF', 'Nome', 'Entidade', 'Situação', 'Data/Hora (Recife)', 'Detalhe']
  const rows = cases.map((item) => [
    String(item.pf_id),
    cpfOf(item.cpf),
    item.nome,
    item.entity,
    STATE_LABELS[item.status],
    formatDateTime(item.data_hora) || '—',
    detail(item),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))
}

/** The case of a CPF, when it is in one of the states `action` starts from. */
async function findCase(
  cpfArgument: string | undefined,
  action: 'move' | 'lock' = 'move',
): Promise<TechnicianCase> {
  const cpf = cpfDigits(cpfArgument ?? '')
  if (cpf.length !== 11) {
    throw new CliError(
      `A CPF with 11 digits is required (got "${cpfArgument ?? ''}").\n\n${USAGE}`,
      2,
    )
  }
  const found = (await listCases()).find((item) => item.cpf === cpf)
  if (!found) {
    throw new CliError(
      `No case for CPF ${formatCpf(cpf)}: the person has not confirmed CONCLUIR yet, or the CPF is wrong. See pnpm technician list.`,
    )
  }
  const [allowed, rule]: [Status[], string] =
    action === 'lock'
      ? [['released', 'done'], 'only a released or done case can be put back to locked']
      : [['locked'], 'only a locked case can be released or consolidated']
  if (!allowed.includes(found.status)) {
    throw new CliError(
      `The case of ${found.nome} (CPF ${formatCpf(cpf)}) is ${STATE_LABELS[found.status]}: ${rule}.`,
    )
  }
  return found
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv[0] === '--' ? argv.slice(1) : argv
  switch (command) {
    case 'list': {
      const status = args[0]
      if (status !== undefined && !isStatus(status)) {
        throw new CliError(`Unknown status "${status}": use locked, released or done.`, 2)
      }
      const cases = await listCases(status)
      if (cases.length === 0) {
        console.log(status ? `No ${STATE_LABELS[status]} cases.` : 'No cases yet.')
        return
      }
      printTable(cases)
      return
    }
    case 'release': {
      const [cpf, message] = args
      if (!message?.trim()) {
        throw new CliError(`release needs a CPF and a non-empty message.\n\n${USAGE}`, 2)
      }
      const found = await findCase(cpf)
      const answer = parseCase(
        await call('POST', `/cases/${found.pf_id}/release`, { message }),
        'release',
      )
      console.log(
        `Released the case of ${answer.nome} (CPF ${cpfOf(answer.cpf)}, pf_id ${answer.pf_id}) at ${formatDateTime(answer.data_hora)}.`,
      )
      console.log('On /Censo/ the person now sees the review screen with the message.')
      return
    }
    case 'consolidate': {
      const found = await findCase(args[0])
      const answer = parseCase(
        await call('POST', `/cases/${found.pf_id}/consolidate`),
        'consolidate',
      )
      if (!answer.validation_hash)
        throw new CliError('Unexpected answer from the consolidate call.')
      console.log(
        `Consolidated the case of ${answer.nome} (CPF ${cpfOf(answer.cpf)}, pf_id ${answer.pf_id}) at ${formatDateTime(answer.data_hora)}.`,
      )
      console.log(`Protocolo: ${formatProtocol(answer.validation_hash)}`)
      console.log(
        `Receipt:   ${baseUrl}/files/receipts/${answer.pf_id}-${answer.validation_hash}.pdf`,
      )
      return
    }
    case 'lock': {
      const found = await findCase(args[0], 'lock')
      const answer = parseCase(await call('POST', `/cases/${found.pf_id}/lock`), 'lock')
      console.log(
        `Locked the case of ${answer.nome} (CPF ${cpfOf(answer.cpf)}, pf_id ${answer.pf_id}) again at ${formatDateTime(answer.data_hora)}: it can be released or consolidated anew.`,
      )
      return
    }
    case undefined:
      throw new CliError(USAGE, 2)
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE)
      return
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`, 2)
  }
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = error instanceof CliError ? error.exitCode : 1
}
