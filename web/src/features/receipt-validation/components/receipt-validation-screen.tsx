import { formatDateTime, formatProtocol, parseProtocol } from '@censo/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { TextInput } from '@/components/ui/field-controls'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/receipt-validation'
import { CaseFacts } from '@/features/case/components/case-facts'
import { failureStatus, receiptValidationQueryOptions } from '../api/receipt-validation'

const texts = t.receiptValidation

/**
 * /Validar/{protocolo}/ (ADR 019): anyone checks a receipt by its protocol, typed or from the
 * receipt's QR code (the address carries it). Public, and not an offline route.
 */
export function ReceiptValidationScreen({ protocol }: { protocol: string | undefined }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(protocol ?? '')
  const [error, setError] = useState<string | undefined>(
    protocol !== undefined && parseProtocol(protocol) === null ? texts.invalid : undefined,
  )
  const input = useRef<HTMLInputElement>(null)
  // Focus goes to the result only after the person asked (a QR code's opening leaves it alone).
  const asked = useRef(false)
  const hash = protocol === undefined ? null : parseProtocol(protocol)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = parseProtocol(value)
    if (typed === null) {
      setError(texts.invalid)
      input.current?.focus()
      // No earlier result stays under a protocol that is not one.
      if (protocol !== undefined) {
        void navigate({
          to: '/Validar/{-$protocolo}/',
          params: { protocolo: undefined },
          replace: true,
        })
      }
      return
    }
    setError(undefined)
    asked.current = true
    const shown = formatProtocol(typed)
    setValue(shown)
    // The same protocol again is asked again (a new address asks by itself).
    void queryClient.invalidateQueries({ queryKey: receiptValidationQueryOptions(typed).queryKey })
    void navigate({
      to: '/Validar/{-$protocolo}/',
      params: { protocolo: shown },
      replace: true,
    })
  }

  return (
    <section className="screen screen-narrow case-screen">
      <ScreenTitle>{texts.title}</ScreenTitle>
      <p className="lead">{texts.intro}</p>
      <form noValidate onSubmit={submit}>
        <TextInput
          label={texts.protocol}
          name="protocolo"
          value={value}
          onChange={(next) => {
            setValue(next)
            if (error && parseProtocol(next) !== null) setError(undefined)
          }}
          error={error}
          hint={texts.protocolHint}
          inputRef={input}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="search"
          maxLength={24}
        />
        <Button type="submit" className="btn-block">
          {texts.submit}
        </Button>
      </form>
      <div aria-live="polite">{hash ? <LookupResult hash={hash} asked={asked} /> : null}</div>
    </section>
  )
}

function LookupResult({ hash, asked }: { hash: string; asked: { current: boolean } }) {
  const lookup = useQuery(receiptValidationQueryOptions(hash))
  const shown = formatProtocol(hash)
  if (lookup.isFetching) return <p className="case-progress">{texts.checking}</p>
  if (lookup.isError) {
    const status = failureStatus(lookup.error)
    return (
      <ResultHeading key={lookup.errorUpdatedAt} asked={asked} title={texts.unavailable}>
        <p className="field-error">
          {status === 429 ? texts.limited : status === 406 ? texts.invalid : texts.failure}
        </p>
      </ResultHeading>
    )
  }
  const receipt = lookup.data
  if (receipt === undefined) return null
  if (receipt === null) {
    return (
      <ResultHeading key={lookup.dataUpdatedAt} asked={asked} title={texts.notFound}>
        <p>{texts.notFoundText(shown)}</p>
      </ResultHeading>
    )
  }
  return (
    <ResultHeading key={lookup.dataUpdatedAt} asked={asked} title={texts.authentic}>
      <p>{texts.authenticText(shown)}</p>
      <CaseFacts
        rows={[
          { label: texts.entity, value: receipt.entidade },
          { label: texts.name, value: receipt.nome_mascarado },
          { label: texts.cpf, value: receipt.cpf_mascarado },
          { label: texts.dateTime, value: formatDateTime(receipt.data_hora) || 'N/D' },
          { label: texts.technician, value: receipt.tecnico },
        ]}
      />
    </ResultHeading>
  )
}

/** A result under its h2, which takes focus when the person asked for it. */
function ResultHeading({
  title,
  asked,
  children,
}: {
  title: string
  asked: { current: boolean }
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (asked.current) heading.current?.focus()
  }, [asked])
  return (
    <div className="receipt-result">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  )
}
