import type {
  DocumentsRecord,
  ExchangeField,
  ExchangePerson,
  Filiacao,
  RecordPart,
} from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import { HttpProblem } from '../http-problem'
import { fotoUrl, ownsRecord, type FotoOptions } from './persons'

/** The person record as the social exchange reads it, field by field (census-wizard §3). */

/** Mother and father as the `filiacao` list (M first); absent names are left out. */
export function filiacaoOf(person: SeedPerson): Filiacao[] {
  const list: Filiacao[] = []
  if (person.nome_mae) list.push({ pf_filiacao_tipo: 'M', pf_filiacao_nome: person.nome_mae })
  if (person.nome_pai) list.push({ pf_filiacao_tipo: 'P', pf_filiacao_nome: person.nome_pai })
  return list
}

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

/** One exchange entry with exactly the fields asked for. */
export function exchangeEntry(
  person: SeedPerson,
  fields: readonly ExchangeField[],
  base: string,
  foto?: FotoOptions,
): ExchangePerson {
  const entry: ExchangePerson = { pf_id: person.pf_id }
  for (const field of fields) {
    switch (field) {
      case 'nome':
        entry.nome = person.nome
        break
      case 'foto_url':
        entry.foto_url = fotoUrl(person, base, foto)
        break
      case 'cpf':
        entry.cpf = person.cpf
        break
      case 'nascimento':
        entry.nascimento = person.nascimento
        break
      case 'nome_social':
        entry.nome_social = person.nome_social ?? null
        break
      case 'sexo':
        entry.sexo = person.sexo
        break
      case 'genero':
        entry.genero = person.genero ?? null
        break
      case 'orientacao_sexual':
        entry.orientacao_sexual = person.orientacao_sexual ?? null
        break
      case 'filiacao':
        entry.filiacao = filiacaoOf(person)
        break
      case 'obito':
        entry.obito = person.obito ?? null
        break
      case 'estado_civil':
        entry.estado_civil = person.estado_civil ?? null
        break
      case 'escolaridade':
        entry.escolaridade = person.escolaridade ?? null
        break
      case 'bio':
        entry.bio = { raca_cor: person.etnia ?? null }
        break
      case 'pne':
        entry.pne = person.pne ?? { pf_pne: null, pf_pne_grau: null, pf_pne_data: null }
        break
      case 'pf_cpf_valid':
        entry.pf_cpf_valid = person.pf_cpf_valid
        break
      case 'document_info':
        entry.document_info = person.document_info ?? {}
        break
      case 'documentos':
        entry.documentos = documentsOf(person)
        break
    }
  }
  return entry
}

/** Records that a person changed a part of a record now (the author block reads this). */
export function stamp(target: SeedPerson, part: RecordPart, author: number, at: string): void {
  target.document_info = { ...target.document_info, [part]: { uupfid: author, data_hora: at } }
}

/**
 * Writes touch the person's own record (and, later, a dependant's: the dependants step writes
 * their identity); anything else is 403.
 */
export function assertWritable(self: SeedPerson, pfId: number): void {
  if (!ownsRecord(self, pfId)) throw new HttpProblem(403)
}
