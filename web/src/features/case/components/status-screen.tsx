import { formatDateTime, formatProtocol, type CaseRecord } from '@censo/contracts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/case'
import { useSessionUser } from '@/features/session/session'
import { caseStatusQueryOptions } from '../api/case-status'
import { useReceiptDownloadMutation } from '../api/receipt'
import { CaseFacts } from './case-facts'
import { CaseIllustration } from './case-illustration'
import { TechnicianName } from './technician-name'
import { UnsentSaves } from './unsent-saves'

/**
 * /Status/ (spec §2): the receipt of a done case, otherwise the waiting message; each with its
 * status image (ADR 008).
 */
export function StatusScreen() {
  const user = useSessionUser()
  return user ? <StatusContent pfId={user.pfid} /> : null
}

function StatusContent({ pfId }: { pfId: number }) {
  const { data: record } = useSuspenseQuery(caseStatusQueryOptions(pfId))
  // Set by the /Censo/ gate (case-gates.ts): the person asked for the wizard.
  const editRefused = useLocation({ select: (location) => location.state.caseEditRefused === true })
  return record?.status === 'done' ? (
    <Consolidated pfId={pfId} record={record} />
  ) : (
    <section className="screen screen-narrow case-screen">
      <ScreenTitle>{t.case.status.waiting}</ScreenTitle>
      <CaseIllustration kind={editRefused ? 'not-editable' : 'under-analysis'} />
      <p className="lead">{t.case.status.waitingText}</p>
      <UnsentSaves />
    </section>
  )
}

function Consolidated({ pfId, record }: { pfId: number; record: CaseRecord }) {
  const download = useReceiptDownloadMutation(pfId)
  const notAvailable = t.case.status.notAvailable
  return (
    <section className="screen screen-narrow case-screen">
      <ScreenTitle>{t.case.status.consolidated}</ScreenTitle>
      <CaseIllustration kind="finalized" />
      <UnsentSaves />
      <CaseFacts
        rows={[
          {
            label: t.case.status.protocol,
            value: record.validation_hash ? formatProtocol(record.validation_hash) : notAvailable,
          },
          { label: t.case.dateTime, value: formatDateTime(record.data_hora) || notAvailable },
          { label: t.case.status.technician, value: <TechnicianName pfId={record.uupfid} /> },
        ]}
      />
      <Button
        className="btn-block"
        aria-busy={download.isPending}
        onClick={() => {
          if (!download.isPending) download.mutate()
        }}
      >
        {t.case.status.download}
      </Button>
      <output className="case-progress">
        {download.isPending ? t.case.status.downloading : ''}
      </output>
    </section>
  )
}
