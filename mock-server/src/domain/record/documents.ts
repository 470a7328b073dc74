import type { DocumentsRecord } from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { Readers } from './reader'

/** Step 1 Documentos: every document (null when absent), the CPF and the degrees. */
export function documentsOf(person: SeedPerson): DocumentsRecord {
  const stored = person.documentos ?? {}
  return {
    cpf: person.cpf,
    rg: stored.rg ?? null,
    ppn: stored.ppn ?? null,
    cnh: stored.cnh ?? null,
    titulo_eleitor: stored.titulo_eleitor ?? null,
    cert: stored.cert ?? null,
    cart_class: stored.cart_class ?? null,
    reservista: stored.reservista ?? null,
    cursos: person.cursos ?? [],
    ctps: stored.ctps ?? null,
  }
}

export const documentsReaders = { documentos: documentsOf } satisfies Readers<'documentos'>
