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
