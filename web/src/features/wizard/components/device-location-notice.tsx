import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  canLocate,
  chooseLocation,
  locateDevice,
  locationChoice,
  type LocationChoice,
} from '@/lib/device-location'
import * as t from '@/text/pt-BR/device-location'

const text = t.deviceLocation

/**
 * Above the wizard, before the first save: whether the writes may carry the device's position
 * (spec §9's geolocation options). Asked once per device, with the reason, never at page load;
 * the browser's own prompt follows "Permitir localização". Once allowed, each visit asks the
 * device again (no maximum age). Nothing here holds a save back. `waiting`: the wizard is not
 * there yet (/Censo/'s gate still asks): the question shows, its buttons wait, as an answer
 * given then would be lost when the loaded wizard replaces the frame.
 */
export function DeviceLocationNotice({ waiting = false }: { waiting?: boolean }) {
  const [choice] = useState(locationChoice)
  const [answered, setAnswered] = useState<LocationChoice | null>(null)
  const titleId = useId()
  const status = useRef<HTMLOutputElement>(null)

  useEffect(() => {
    if (choice === 'allowed') void locateDevice()
  }, [choice])

  useEffect(() => {
    // The buttons are gone: focus moves to what the answer did, and a screen reader reads it.
    if (answered) status.current?.focus()
  }, [answered])

  if (!canLocate()) return null
  if (answered) {
    return (
      <output className="device-location-answer" tabIndex={-1} ref={status}>
        {answered === 'allowed' ? text.allowed : text.declined}
      </output>
    )
  }
  if (choice !== null) return null

  const answer = (next: LocationChoice) => {
    void chooseLocation(next)
    setAnswered(next)
  }
  return (
    <section className="device-location" aria-labelledby={titleId}>
      <h2 id={titleId}>{text.title}</h2>
      <p>{text.why}</p>
      <div className="device-location-buttons">
        <Button variant="secondary" disabled={waiting} onClick={() => answer('allowed')}>
          {text.allow}
        </Button>
        <Button variant="link" disabled={waiting} onClick={() => answer('declined')}>
          {text.decline}
        </Button>
      </div>
    </section>
  )
}
