import type { ContactOptions } from '@censo/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { TextInput } from '@/components/ui/field-controls'
import { ScreenTitle } from '@/components/ui/screen-title'
import { toast } from '@/components/ui/toast'
import { catalogueMessage } from '@/lib/catalogue-message'
import { describeFailure } from '@/lib/errors'
import { masks } from '@/lib/masks'
import * as t from '@/text/pt-BR/access'
import {
  contactChoices,
  sendCode,
  verifyCode,
  type ContactChoice,
  type LoginIds,
} from '../api/login-flow'
import { isTooMany, retryAfterSeconds, useCountdown } from '../rate-limit'

interface ConfirmIdentityProps {
  contacts: ContactOptions
  ids: LoginIds
  onConfirmed: (token: string) => void
}

const sameChoice = (a: ContactChoice, b: ContactChoice) => a.channel === b.channel && a.id === b.id

/** A toast for a failed confirmation call: no answer reads as the connection message. */
function failureToast(error: unknown) {
  const failure = describeFailure(error)
  toast.error(failure.kind === 'network' ? t.login.failure : catalogueMessage(failure))
}

/**
 * Spec §2/§4 identity confirmation: choose a phone (SMS) or an e-mail — choosing sends the code —
 * then type the 6 digits and confirm. A wrong code shows "Código inválido" and starts over.
 */
export function ConfirmIdentity({ contacts, ids, onConfirmed }: ConfirmIdentityProps) {
  // A new round (after a wrong code) remounts everything with nothing chosen.
  const [round, setRound] = useState(0)
  // A refused send (429, ADR 020) holds the choices back until then, across rounds.
  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.confirm.title}</ScreenTitle>
      <ConfirmRound
        key={round}
        contacts={contacts}
        ids={ids}
        onConfirmed={onConfirmed}
        onRestart={() => setRound((value) => value + 1)}
        restarted={round > 0}
        waitUntil={waitUntil}
        onWait={(seconds) => setWaitUntil(Date.now() + seconds * 1000)}
      />
    </section>
  )
}

function ConfirmRound({
  contacts,
  ids,
  onConfirmed,
  onRestart,
  restarted,
  waitUntil,
  onWait,
}: ConfirmIdentityProps & {
  onRestart: () => void
  restarted: boolean
  waitUntil: number | null
  onWait: (seconds: number) => void
}) {
  const name = useId()
  // After a wrong code the round starts over: focus goes back to the first choice, not the page.
  const firstChoice = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (restarted) firstChoice.current?.focus()
  }, [restarted])
  const [chosen, setChosen] = useState<ContactChoice | null>(null)
  const [sent, setSent] = useState<ContactChoice | null>(null)
  const waiting = useCountdown(waitUntil)
  const choose = async (choice: ContactChoice) => {
    const before = sent
    setChosen(choice)
    setSent(null)
    try {
      await sendCode(contacts.pf_id, choice)
      setSent(choice)
    } catch (error) {
      const failure = describeFailure(error)
      if (isTooMany(failure)) {
        // Too soon: the code sent before (if any) still holds; the choices wait.
        onWait(retryAfterSeconds(failure))
        setChosen(before)
        setSent(before)
        return
      }
      console.warn('login: send code failed', error)
      failureToast(error)
      setChosen(null)
    }
  }
  const sending = chosen !== null && sent === null
  return (
    <div className="stack">
      <fieldset
        className="choice-list"
        disabled={sending || waiting > 0}
        aria-busy={sending || undefined}
        aria-describedby={waiting > 0 ? `${name}-wait` : undefined}
      >
        <legend className="field-label">{t.confirm.choose}</legend>
        {contactChoices(contacts).map((choice, index) => {
          const id = `${name}-${choice.channel}-${choice.id}`
          const label = choice.channel === 'sms' ? t.confirm.sms : t.confirm.email
          return (
            <div key={id} className="choice">
              <input
                ref={index === 0 ? firstChoice : undefined}
                id={id}
                type="radio"
                name={name}
                className="check-control"
                checked={chosen !== null && sameChoice(chosen, choice)}
                onChange={() => void choose(choice)}
              />
              <label htmlFor={id} className="check-label">
                {label} {choice.destination}
              </label>
            </div>
          )
        })}
        {/* One status in place from the start, so screen readers hear "sending" and where the
            code went as each appears (focus moves to the code at the same time). */}
        <output className="field-hint choice-status">
          {sending ? t.confirm.sending : sent && t.confirm.sent(sent.destination)}
        </output>
      </fieldset>
      {waiting > 0 && (
        <output id={`${name}-wait`} className="field-hint">
          {t.confirm.wait(waiting)}
        </output>
      )}
      {sent && (
        <CodeStep
          key={`${sent.channel}-${sent.id}`}
          pfId={contacts.pf_id}
          ids={ids}
          choice={sent}
          onConfirmed={onConfirmed}
          onRestart={onRestart}
        />
      )}
    </div>
  )
}

function CodeStep({
  pfId,
  ids,
  choice,
  onConfirmed,
  onRestart,
}: {
  pfId: number
  ids: LoginIds
  choice: ContactChoice
  onConfirmed: (token: string) => void
  onRestart: () => void
}) {
  const codeRef = useRef<HTMLInputElement>(null)
  useEffect(() => codeRef.current?.focus(), [])
  const [code, setCode] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const complete = /^\d{6}$/.test(code)
  const submit = async () => {
    setSubmitting(true)
    try {
      const token = await verifyCode(pfId, choice, code, ids)
      if (token) return onConfirmed(token)
      toast.error(t.confirm.invalidCode)
      onRestart()
    } catch (error) {
      const failure = describeFailure(error)
      if (failure.kind === 'http' && failure.status === 401) {
        toast.error(t.confirm.invalidCode)
        onRestart()
      } else {
        console.warn('login: verify failed', error)
        failureToast(error)
      }
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (complete && !submitting) void submit()
      }}
    >
      <TextInput
        label={t.confirm.code}
        name="code"
        value={code}
        onChange={setCode}
        hint={t.confirm.codeHint}
        mask={masks.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        inputRef={codeRef}
      />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!complete || submitting}
        aria-busy={submitting || undefined}
      >
        {t.confirm.submit}
      </button>
    </form>
  )
}
