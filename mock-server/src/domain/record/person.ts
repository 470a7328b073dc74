import { fotoUrl } from '../persons'
import type { Readers } from './reader'

/** Name, photo and the identifiers: what every reader may ask for (the author block too). */
export const personReaders = {
  nome: (person) => person.nome,
  foto_url: (person, { base, foto, signPhoto }) => fotoUrl(person, base, signPhoto, foto),
  cpf: (person) => person.cpf,
  nascimento: (person) => person.nascimento,
  nome_social: (person) => person.nome_social ?? null,
} satisfies Readers<'nome' | 'foto_url' | 'cpf' | 'nascimento' | 'nome_social'>
