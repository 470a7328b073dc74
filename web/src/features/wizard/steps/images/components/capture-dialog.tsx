import type { Dependant } from '@censo/contracts'
import { useState } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { SelectInput } from '@/components/ui/select-field'
import * as t from '@/text/pt-BR/wizard'
import { imagesTexts } from '../texts'
import { useWizard } from '@/features/wizard/wizard-context'
import type { SentDocuments } from '../api/images'
import { Thumbnails } from './thumbnails'
import { UploadControl } from './upload-control'

const text = imagesTexts

interface CaptureDialogProps {
  dependant: Dependant
  name: string
  documents: SentDocuments | undefined
  announce: (message: string) => void
  onClose: () => void
}

/**
 * 'Capturar imagem' (census-wizard §2 Step 6): a document type chosen from the dependant-document
 * list, then uploaded to the dependant's record; what was sent for that type is shown.
 */
export function CaptureDialog({
  dependant,
  name,
  documents,
  announce,
  onClose,
}: CaptureDialogProps) {
  const { metadata } = useWizard()
  const [type, setType] = useState('')
  const options = metadata.listas.documentos_dependente
  const label = options.find((option) => option.value === type)?.label ?? type
  const target = type ? { refId: dependant.pf_id, type } : undefined
  return (
    <Dialog className="capture-dialog" title={text.capture} description={name} onClose={onClose}>
      <div className="capture-body">
        <SelectInput
          label={text.documentType}
          name="tipo_documento_dependente"
          value={type}
          onChange={setType}
          options={options}
          placeholder={t.wizard.choose}
        />
        {target && documents && (
          <Thumbnails
            files={(documents.byType[type] ?? []).map((image) => ({
              fileId: image.file_id,
              url: image.url,
              removable: true,
            }))}
            mimeTypes={documents.mimeTypes}
            target={target}
            label={`${name}: ${label}`}
            announce={announce}
          />
        )}
        <UploadControl target={target} label={`${name}: ${label}`} announce={announce} />
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </Dialog>
  )
}
