import type { ReceiptValidation } from '@censo/contracts/schemas/recad/receipt-validation'
import type { MockDb } from './model'
import { receiptData, type ReceiptSource } from './receipt'

/** 'Maria das Graças Albuquerque' → 'M**** d** G***** A**********': each word's first letter. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const [first = '', ...rest] = Array.from(word)
      return first + '*'.repeat(rest.length)
    })
    .join(' ')
}

/** The done case whose validation hash is `hash` (12 lowercase hex), or undefined. */
export function receiptByHash(data: MockDb, hash: string): ReceiptSource | undefined {
  for (const person of data.persons) {
    const record = person.case
    if (record?.status !== 'done' || record.validation_hash?.toLowerCase() !== hash) continue
    const technician = record.uupfid
      ? data.persons.find((p) => p.pf_id === record.uupfid)?.nome
      : undefined
    return {
      person,
      validationHash: record.validation_hash,
      dataHora: record.data_hora ?? '',
      technician: technician || 'N/D',
    }
  }
  return undefined
}

/** What the public look-up answers: the receipt's own facts, the name masked further. */
export function receiptValidation(source: ReceiptSource): ReceiptValidation {
  const shown = receiptData(source)
  return {
    entidade: shown.entity,
    nome_mascarado: maskName(shown.nome),
    cpf_mascarado: shown.cpfMasked,
    data_hora: shown.dataHora,
    tecnico: shown.technician,
  }
}

/**
 * Look-ups per client in a fixed window of a minute (ADR 019), in memory: a restart or
 * /__dev/reset forgets them. At most MAX_CLIENTS clients are remembered.
 */
export class LookupWindow {
  static readonly MAX_CLIENTS = 10_000
  readonly #windows = new Map<string, { start: number; count: number }>()

  constructor(
    readonly max: number,
    readonly windowMs = 60_000,
  ) {}

  /** Counts a look-up; answers the seconds to wait when it is over the limit, else null. */
  take(client: string, now: number): number | null {
    let entry = this.#windows.get(client)
    if (!entry || now - entry.start >= this.windowMs) {
      entry = { start: now, count: 0 }
      this.#windows.delete(client)
      if (this.#windows.size >= LookupWindow.MAX_CLIENTS) {
        const oldest = this.#windows.keys().next().value
        if (oldest !== undefined) this.#windows.delete(oldest)
      }
      this.#windows.set(client, entry)
    }
    if (this.max > 0 && entry.count >= this.max) {
      return Math.max(1, Math.ceil((entry.start + this.windowMs - now) / 1000))
    }
    entry.count++
    return null
  }

  clear(): void {
    this.#windows.clear()
  }
}
