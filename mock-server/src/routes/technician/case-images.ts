import { PHOTO_TYPE } from '@censo/contracts/schemas/social/document-images'
import { metadata, type SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import { findPerson } from '../../domain/persons'
import type { CaseImage } from './schemas'

const labels: ReadonlyMap<string, string> = new Map(
  [...metadata.listas.tipos_imagem, ...metadata.listas.documentos_dependente].map((option) => [
    option.value,
    option.label,
  ]),
)

/** The names of the lists of a person that hold a file (types, photo, work card). */
function listsHolding(person: SeedPerson, fileId: number): string[] {
  const names = Object.entries(person.imagens ?? {})
    .filter(([, ids]) => ids.includes(fileId))
    .map(([type]) => labels.get(type) ?? type)
  const photos = [...(person.fotos?.public ?? []), ...(person.fotos?.private ?? [])]
  if (photos.includes(fileId)) names.push(labels.get(PHOTO_TYPE) ?? 'Foto')
  if (person.ctps_imagens?.doc.includes(fileId)) names.push('Carteira de trabalho')
  if (person.ctps_imagens?.contratos.includes(fileId))
    names.push('Contratos da carteira de trabalho')
  return names
}

/**
 * What was sent for a case (census-wizard §7 Images): the files of the person and of their
 * dependants, each at its signed address, so the technician sees them before acting.
 */
export function caseImages(app: FastifyInstance, person: SeedPerson, base: string): CaseImage[] {
  const owners = [person.pf_id, ...person.dependants]
  return app.store.data.files
    .filter((file) => owners.includes(file.ref_id))
    .map((file) => {
      const owner = findPerson(app.store.data, file.ref_id)
      return {
        file_id: file.file_id,
        ref_id: file.ref_id,
        nome: owner?.nome ?? '',
        tipos: owner ? listsHolding(owner, file.file_id) : [],
        mime: file.mime,
        url: app.files.signedUrl(file.file_id, base),
      }
    })
}
