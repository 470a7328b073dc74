import type { Dependant } from '@censo/contracts'
import { useState } from 'react'
import { imagesTexts } from '../texts'
import { AccordionSection } from '@/features/wizard/components/accordion-section'
import { sectionMark } from '@/features/wizard/components/section-mark'
import { useWizard } from '@/features/wizard/wizard-context'
import type { SentDocuments } from '../api/images'
import { isRequirementMet, type ImageRequirement, type SentImages } from '../rules'
import { CaptureDialog } from './capture-dialog'
import { useImageType } from './image-entry'

const text = imagesTexts

/** Spec §2: a dependant is shown by first and last name. */
export function shortName(nome: string): string {
  const names = nome.trim().split(/\s+/)
  return names.length > 1 ? `${names[0]} ${names[names.length - 1]}` : (names[0] ?? '')
}

const countOf = (documents: SentDocuments | undefined) =>
  documents ? Object.values(documents.byType).reduce((sum, list) => sum + list.length, 0) : 0

interface DependantsEntryProps {
  requirement: ImageRequirement
  number: number
  counts: SentImages
  dependants: readonly Dependant[]
  documents: ReadonlyMap<number, SentDocuments>
  open: boolean
  onToggle: () => void
  announce: (message: string) => void
}

/**
 * The dependants' entry of step 6 (census-wizard §2, §5): each dependant (first and last name,
 * relationship) with a button opening 'Capturar imagem'; complete when every dependant has a
 * document.
 */
export function DependantsEntry(props: DependantsEntryProps) {
  const { requirement, number, counts, dependants, documents, open, onToggle, announce } = props
  const { metadata } = useWizard()
  const [capturing, setCapturing] = useState<Dependant | null>(null)
  const { label } = useImageType(requirement.type)
  const kinship = (code: string | null) =>
    metadata.listas.parentescos.find((option) => option.value === code)?.label ?? ''
  return (
    <AccordionSection
      id="imagem-dependentes"
      number={number}
      title={`${label} (${text.required})`}
      mark={sectionMark(isRequirementMet(requirement, counts), requirement.required)}
      open={open}
      onToggle={onToggle}
    >
      <ul className="image-dependants">
        {dependants.map((dependant) => {
          const name = shortName(dependant.nome)
          return (
            <li key={dependant.pf_id} className="image-dependant">
              <div>
                <p className="image-dependant-name">
                  {name}
                  {kinship(dependant.parentesco) && ` — ${kinship(dependant.parentesco)}`}
                </p>
                <p className="field-hint">
                  {text.dependantDocs(countOf(documents.get(dependant.pf_id)))}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={text.captureFor(name)}
                onClick={() => setCapturing(dependant)}
              >
                {text.capture}
              </button>
            </li>
          )
        })}
      </ul>
      {capturing && (
        <CaptureDialog
          dependant={capturing}
          name={shortName(capturing.nome)}
          documents={documents.get(capturing.pf_id)}
          announce={announce}
          onClose={() => setCapturing(null)}
        />
      )}
    </AccordionSection>
  )
}
