import { formatDateTime } from '@censo/contracts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/case'
import { useSessionUser } from '@/features/session/session'
import { caseStatusQueryOptions } from '../api/case-status'
import { reviewedFlag } from '../reviewed-flag'
import { sanitizeMessage } from '../sanitize-message'
import { CaseFacts } from './case-facts'
import { CaseIllustration } from './case-illustration'
import { TechnicianName } from './technician-name'

/**
 * /Review/ (spec §2): the inconsistencies the technician found, as sanitized HTML. DOMPurify is
 * imported here only, so it loads with this route's chunk.
 */
export function ReviewScreen() {
  // Spec §4: the review screen sets the flag (it is shown once per session).
  useEffect(() => reviewedFlag.set(), [])
  const user = useSessionUser()
  return user ? <ReviewContent pfId={user.pfid} /> : null
}

function ReviewContent({ pfId }: { pfId: number }) {
  const { data: record } = useSuspenseQuery(caseStatusQueryOptions(pfId))
  const message = useMemo(() => sanitizeMessage(record?.message), [record?.message])
  return (
    <section className="screen screen-text case-screen">
      <ScreenTitle>{t.case.review.title}</ScreenTitle>
      <CaseIllustration kind="refused" />
      <p className="lead">{t.case.review.text}</p>
      {/* Sanitized by DOMPurify (sanitize-message.ts): no script, handler or javascript: URL. */}
      <div className="review-message" dangerouslySetInnerHTML={{ __html: message }} />
      <CaseFacts
        rows={[
          {
            label: t.case.dateTime,
            value: formatDateTime(record?.data_hora) || t.case.status.notAvailable,
          },
          {
            label: t.case.review.technician,
            value: <TechnicianName pfId={record?.uupfid ?? null} />,
          },
        ]}
      />
      <ButtonLink to="/Censo/" className="btn-block">
        {t.case.review.fix}
      </ButtonLink>
    </section>
  )
}
