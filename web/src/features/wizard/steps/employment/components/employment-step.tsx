import { useQuery } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { employmentTexts } from '../texts'
import { WizardLoadStatus } from '@/features/wizard/components/wizard-load-status'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useBeforeNext, useLiveCompleteness, useWizard } from '@/features/wizard/wizard-context'
import { employmentQueryOptions, useRecordSaves, waitingValues } from '../api/employment'
import { isRecordValid, shapeOf, valuesOf } from '../rules'
import { hasDraft } from '@/features/wizard/drafts/use-draft'
import { employmentDraftKey, RecordEntry, type EntryHandle } from './record-entry'
import { pause } from '@/lib/tasks'

const text = employmentTexts

/**
 * Step 4 Dados Funcionais (census-wizard §2): one accordion entry per employment record, the
 * first invalid one open. Próximo saves every entry that changed, pauses one second after a save
 * and moves on; a failed save keeps the person on the step (§4). Offline a save waits on the
 * device and Próximo moves on; online a save the server did not answer is tried again by itself
 * while the step stays, its entry open to say so (docs/decisions/028).
 */
export function EmploymentStep() {
  const { pfId, today } = useWizard()
  const query = useQuery(employmentQueryOptions(pfId))
  const entries = useRef(new Map<number, EntryHandle>())
  const [validity, setValidity] = useState<Record<number, boolean>>({})
  const [open, setOpen] = useState<number | null | undefined>(undefined)
  const [announcement, setAnnouncement] = useState('')

  const records = query.data ?? []
  // A record whose save still waits is judged by the values it sends (docs/decisions/028).
  const saves = useRecordSaves(pfId)
  const firstInvalid = records.find(
    (record) =>
      !isRecordValid(
        shapeOf(record),
        waitingValues(saves, record.servidor_id) ?? valuesOf(record, pfId),
        today,
      ),
  )
  // Until the person opens or closes one, the record with a draft (docs/decisions/021), else the
  // first invalid record (or the only one) is open.
  const withDraft = records.find((record) => hasDraft(employmentDraftKey(record.servidor_id)))
  const openId =
    open === undefined
      ? (withDraft ?? firstInvalid ?? (records.length === 1 ? records[0] : undefined))?.servidor_id
      : open
  const allValid =
    query.isSuccess && records.every((record) => validity[record.servidor_id] ?? false)
  useLiveCompleteness(allValid)

  const register = useCallback((id: number, handle: EntryHandle | null) => {
    if (handle) entries.current.set(id, handle)
    else entries.current.delete(id)
  }, [])
  const onValidity = useCallback((id: number, valid: boolean) => {
    setValidity((current) => (current[id] === valid ? current : { ...current, [id]: valid }))
  }, [])

  // Próximo (docs/decisions/015): every entry that changed is saved, in the order shown, each once
  // (the ids are taken before the first save, whose reload may register an entry again).
  useBeforeNext(async () => {
    let saved = false
    for (const id of records.map((record) => record.servidor_id)) {
      const handle = entries.current.get(id)
      if (!handle?.changed()) continue
      if (!(await handle.save())) {
        // Its message (e.g. offline) is in its form: the entry opens to show it.
        setOpen(id)
        return false
      }
      saved = true
    }
    if (saved) await pause(WIZARD_TIMING.pauseBeforeNext)
    return true
  })

  if (query.isPending || query.isError) {
    return (
      <WizardLoadStatus
        failed={query.isError}
        failure={text.loadFailure}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (records.length === 0) return <p className="field-hint">{text.empty}</p>
  return (
    <div className="accordion employment-step">
      {records.map((record, index) => (
        <RecordEntry
          key={record.servidor_id}
          record={record}
          number={index + 1}
          open={openId === record.servidor_id}
          onToggle={() => setOpen(openId === record.servidor_id ? null : record.servidor_id)}
          register={register}
          onValidity={onValidity}
          announce={setAnnouncement}
        />
      ))}
      <output className="visually-hidden">{announcement}</output>
    </div>
  )
}
