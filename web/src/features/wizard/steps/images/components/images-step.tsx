import { useState } from 'react'
import '../images.css'
import * as t from '@/text/pt-BR/wizard'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useLiveCompleteness } from '@/features/wizard/wizard-context'
import { IMAGE_TYPE } from '@censo/contracts/schemas/social/document-images'
import { isRequirementMet } from '../rules'
import { useImagesState } from '../use-images'
import { DependantsEntry } from './dependants-entry'
import { ImageEntry } from './image-entry'
import { WorkCardEntry } from './work-card-entry'
import { WizardLoadStatus } from '@/features/wizard/components/wizard-load-status'

/**
 * Step 6 Imagens (census-wizard §2): an accordion of the required and optional document types,
 * the first one still missing open. Completeness is re-evaluated 1 s after a document changes
 * (§4); the bottom buttons (REVISAR INCONSISTÊNCIAS or CONCLUIR) belong to the frame.
 */
export function ImagesStep() {
  const { state, failed, retry } = useImagesState()
  const [open, setOpen] = useState<string | null | undefined>(undefined)
  const [announcement, setAnnouncement] = useState('')
  useLiveCompleteness(state?.complete ?? false, WIZARD_TIMING.documents)

  if (!state) {
    return <WizardLoadStatus failed={failed} failure={t.wizard.loadFailure} onRetry={retry} />
  }
  if (open === undefined) {
    // Once the lists are there, the first type still missing opens; it stays open after a send.
    const firstMissing = state.requirements.find(
      (requirement) => requirement.required && !isRequirementMet(requirement, state.counts),
    )
    setOpen(firstMissing?.type ?? null)
  }
  const openType = open ?? null
  const toggle = (type: string) => () => setOpen(openType === type ? null : type)
  return (
    <div className="accordion images-step">
      {state.requirements.map((requirement, index) => {
        const entry = {
          requirement,
          number: index + 1,
          counts: state.counts,
          open: openType === requirement.type,
          onToggle: toggle(requirement.type),
          announce: setAnnouncement,
        }
        return requirement.type === IMAGE_TYPE.dependentes ? (
          <DependantsEntry
            key={requirement.type}
            {...entry}
            dependants={state.dependants}
            documents={state.dependantDocuments}
          />
        ) : (
          <ImageEntry key={requirement.type} {...entry} sent={state.sent} />
        )
      })}
      <WorkCardEntry
        number={state.requirements.length + 1}
        sent={state.sent}
        open={openType === 'ctps'}
        onToggle={toggle('ctps')}
      />
      <output className="visually-hidden">{announcement}</output>
    </div>
  )
}
