import { QueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  Component,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { storage, storageKeys } from '@/lib/storage'
import * as t from '@/text/pt-BR/wizard'
import { useSessionUser } from '@/features/session/session'
import { metadataQueryOptions } from '@/features/tenant/api/metadata'
import { wizardEntity } from '../entity'
import { todayIso } from '../field-rules'
import { wizardProgress } from '../progress'
import { STEPS } from '../steps'
import {
  StepControlsContext,
  WizardContext,
  type BeforeNext,
  type StepControls,
  type WizardContextValue,
} from '../wizard-context'
import {
  canGoNext,
  firstIncompleteBefore,
  openingState,
  STEP_COUNT,
  stepMark,
  wizardReducer,
  type StepMark,
} from '../wizard-state'
import { useSentNotice } from '../saves/use-sent-notice'
import { OfflineNotice } from './offline-notice'
import { WizardFrame, WizardLoading } from './wizard-frame'
import { WizardNav } from './wizard-nav'
import { FinalNav } from './final-nav'
import { CheckIcon, ErrorIcon, HelpIcon } from './icons'

/**
 * Each step's parts, rendered again only when what they read changes: the frame renders anew as
 * every step reports its completeness (a dozen times while /Censo/ opens), and the active step's
 * form rendering with it each time was most of those tasks on a cheap phone (docs/decisions/025).
 */
const STEP_PARTS = STEPS.map((step) => ({
  Body: memo(step.Body),
  Completeness: memo(step.Completeness),
}))

/** /Censo/ after the case-status checks: the seven-step wizard (spec §2, §4). */
export function WizardScreen() {
  const user = useSessionUser()
  useSentNotice()
  // The steps mount in a transition once the frame is on screen: React renders them in slices
  // and a cheap phone stays responsive meanwhile, instead of one long task (issue 22).
  const [stepsShown, setStepsShown] = useState(false)
  useEffect(() => startTransition(() => setStepsShown(true)), [])
  const [failed, setFailed] = useState(false)
  if (!user) return null
  return (
    <WizardFrame>
      <OfflineNotice />
      <div role="alert" className="wizard-failure">
        {failed && <p>{t.wizard.loadFailure}</p>}
      </div>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <LoadBoundary onRetry={reset} onFailedChange={setFailed}>
            {stepsShown ? (
              <Suspense fallback={<WizardLoading />}>
                <Wizard pfId={user.pfid} oid={user.oid} />
              </Suspense>
            ) : (
              <WizardLoading />
            )}
          </LoadBoundary>
        )}
      </QueryErrorResetBoundary>
    </WizardFrame>
  )
}

/**
 * Spec §8: a failed load of the person data is only logged (by the query); we offer a retry.
 * What failed is said by the screen (`onFailedChange`), in an alert outside this boundary: React
 * remounts what a boundary renders when it catches, so an alert of its own would appear with its
 * text already inside and never be announced (issue 40).
 */
class LoadBoundary extends Component<{
  onRetry: () => void
  onFailedChange: (failed: boolean) => void
  children: ReactNode
}> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch() {
    this.props.onFailedChange(true)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          this.props.onRetry()
          this.props.onFailedChange(false)
          this.setState({ failed: false })
        }}
      >
        {t.wizard.retry}
      </button>
    )
  }
}

function Wizard({ pfId, oid }: { pfId: number; oid: string }) {
  const { data: metadata } = useSuspenseQuery(metadataQueryOptions())
  const context = useMemo<WizardContextValue>(
    () => ({
      pfId,
      metadata,
      entity: wizardEntity(metadata, storage.get(storageKeys.selectedMunicipio), oid),
      today: todayIso(),
    }),
    [pfId, metadata, oid],
  )
  // A returning person resumes where they stopped (docs/decisions/022).
  const [state, dispatch] = useReducer(wizardReducer, pfId, (id) =>
    openingState(wizardProgress.reached(id)),
  )
  const open = state.resuming === null
  const reports = useMemo(
    () =>
      STEPS.map((_, step) => (complete: boolean) => dispatch({ type: 'saved', step, complete })),
    [],
  )
  const beforeNext = useRef<BeforeNext | null>(null)
  const controls = useMemo<StepControls>(
    () => ({
      index: state.active,
      setBeforeNext: (action) => {
        beforeNext.current = action
      },
      reportLive: (complete) => dispatch({ type: 'live', step: state.active, complete }),
    }),
    [state.active],
  )
  const [busy, setBusy] = useState(false)
  const headings = useRef<(HTMLHeadingElement | null)[]>([])
  const positionId = useId()
  const first = useRef(true)

  // The heading of the step that opens takes the focus (a returning person hears where they
  // are), except step 0 as the wizard opens; and how far the person got is kept.
  useEffect(() => {
    if (!open) return
    wizardProgress.record(pfId, state.active)
    const opening = first.current
    first.current = false
    if (opening && state.active === 0) return
    headings.current[state.active]?.focus()
  }, [state.active, open, pfId])

  // The step that opens renders in slices (a transition), not in one long task on a cheap phone
  // (docs/decisions/025); the step on screen stays until it is ready.
  const goTo = (to: number) => startTransition(() => dispatch({ type: 'go', to }))

  async function next() {
    setBusy(true)
    try {
      const ok = (await beforeNext.current?.()) ?? true
      if (!ok) return
      goTo(state.active + 1)
    } finally {
      setBusy(false)
    }
  }

  return (
    <WizardContext.Provider value={context}>
      {STEP_PARTS.map(({ Completeness }, index) => (
        <Completeness key={index} report={reports[index] ?? noReport} />
      ))}
      {open ? (
        <ol className="wizard-steps" aria-label={t.wizard.progress}>
          {STEPS.map((step, index) => {
            const mark = stepMark(state, index)
            const active = index === state.active
            return (
              <li
                key={index}
                className={`wizard-step wizard-step-${mark}`}
                aria-current={active ? 'step' : undefined}
              >
                <div className="wizard-step-header">
                  <StepMarker mark={mark} number={index + 1} />
                  <h2
                    ref={(element) => {
                      headings.current[index] = element
                    }}
                    tabIndex={-1}
                    className="wizard-step-title"
                    aria-describedby={active ? `${positionId}-${index}` : undefined}
                  >
                    {step.title}
                    {mark !== 'todo' && (
                      <span className="visually-hidden"> ({t.wizard.stepState[mark]})</span>
                    )}
                  </h2>
                  {active && (
                    // Where the step is among the others: the list's numbers are drawn, not read.
                    <span id={`${positionId}-${index}`} className="visually-hidden">
                      {t.wizard.position(index + 1, STEP_COUNT)}
                    </span>
                  )}
                  {active && (
                    <Link
                      to="/Tutorial/{-$step}/"
                      params={{ step: index + 1 }}
                      className="wizard-help"
                      aria-label={t.wizard.help(step.title)}
                    >
                      <HelpIcon />
                    </Link>
                  )}
                </div>
                {active && (
                  <div className="wizard-step-body">
                    <StepControlsContext.Provider value={controls}>
                      <Suspense fallback={<WizardLoading />}>
                        <StepBody index={index} />
                      </Suspense>
                    </StepControlsContext.Provider>
                    {index === STEP_COUNT - 1 ? (
                      <FinalNav
                        complete={canGoNext(state)}
                        firstIncomplete={firstIncompleteBefore(state, index)}
                        concludeText={metadata.concluir_text}
                        onPrevious={() => goTo(index - 1)}
                        onReview={goTo}
                      />
                    ) : (
                      <StepNav
                        first={index === 0}
                        canNext={canGoNext(state) && !busy}
                        busy={busy}
                        onPrevious={() => goTo(index - 1)}
                        onNext={() => void next()}
                      />
                    )}
                  </div>
                )}
              </li>
            )
          })}
        </ol>
      ) : (
        <WizardLoading />
      )}
    </WizardContext.Provider>
  )
}

function StepBody({ index }: { index: number }) {
  const Body = STEP_PARTS[index]?.Body
  return Body ? <Body /> : null
}

const noReport = () => {}

function StepMarker({ mark, number }: { mark: StepMark; number: number }) {
  return (
    <span className="wizard-step-marker" aria-hidden="true">
      {mark === 'done' ? <CheckIcon /> : mark === 'wrong' ? <ErrorIcon /> : number}
    </span>
  )
}

interface StepNavProps {
  first: boolean
  canNext: boolean
  busy: boolean
  onPrevious: () => void
  onNext: () => void
}

/** Anterior and Próximo of every step; Próximo waits until the step is complete (spec §2). */
function StepNav({ first, canNext, busy, onPrevious, onNext }: StepNavProps) {
  return (
    <WizardNav
      previousDisabled={first || busy}
      onPrevious={onPrevious}
      main={{ label: t.wizard.next, onClick: onNext, disabled: !canNext, busy }}
      busy={busy}
      hint={!canNext && !busy ? t.wizard.nextHint : undefined}
    />
  )
}
