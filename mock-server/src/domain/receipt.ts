import { randomBytes } from 'node:crypto'
import { findEntity, type SeedPerson } from '@censo/fixtures'
import type { MockDb } from './model'
import { maskCpf } from './masks'
import { findPerson } from './persons'

/** A fresh validation hash: 12 lowercase hex characters. */
export function newValidationHash(): string {
  return randomBytes(6).toString('hex')
}

/**
 * `{pf_id}-{hash}.pdf`: the hash makes the address unguessable, so the browser can download it
 * by plain navigation (no bearer token), as the spec's receipt flow does.
 */
export function receiptFileName(pfId: number, validationHash: string): string {
  return `${pfId}-${validationHash.toLowerCase()}.pdf`
}

export const RECEIPT_FILE_PATTERN = /^(\d{1,12})-([0-9a-fA-F]{12})\.pdf$/

export interface ReceiptSource {
  person: SeedPerson
  validationHash: string
  dataHora: string
  technician: string
}

/** The done case a receipt file name points to, or undefined (not done, other hash, unknown). */
export function receiptSource(data: MockDb, fileName: string): ReceiptSource | undefined {
  const match = RECEIPT_FILE_PATTERN.exec(fileName)
  if (!match) return undefined
  const person = findPerson(data, Number(match[1]))
  const record = person?.case
  if (!person || record?.status !== 'done' || !record.validation_hash) return undefined
  if (record.validation_hash.toLowerCase() !== match[2]?.toLowerCase()) return undefined
  const technician = record.uupfid ? findPerson(data, record.uupfid)?.nome : undefined
  return {
    person,
    validationHash: record.validation_hash,
    dataHora: record.data_hora ?? '',
    technician: technician || 'N/D',
  }
}

export function receiptData(source: ReceiptSource) {
  return {
    entity: findEntity(source.person.entity)?.nome ?? source.person.entity,
    nome: source.person.nome_social ?? source.person.nome,
    cpfMasked: maskCpf(source.person.cpf),
    validationHash: source.validationHash,
    dataHora: source.dataHora,
    technician: source.technician,
  }
}
