import { useState } from 'react'
import '../contacts.css'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useBeforeNext } from '@/features/wizard/wizard-context'
import { CONTACT_SECTIONS } from '../rules'
import { useContactsStatus } from '../use-contacts-status'
import { ContactSection } from './contact-section'
import { pause } from '@/lib/tasks'

/**
 * Step 2 Contatos: Telefone, Email, Endereço and Redes Sociais, in the contract's order (spec
 * §2). Próximo moves on after a one-second pause (spec §4).
 */
export function ContactsStep() {
  const { lists, mandatory } = useContactsStatus()
  const [announcement, setAnnouncement] = useState('')
  useBeforeNext(async () => {
    await pause(WIZARD_TIMING.pauseBeforeNext)
    return true
  })

  return (
    <div className="contacts-step">
      {CONTACT_SECTIONS.map((section) => (
        <ContactSection
          key={section}
          section={section}
          items={lists[section]}
          mandatory={mandatory.includes(section)}
          announce={setAnnouncement}
        />
      ))}
      <output className="visually-hidden">{announcement}</output>
    </div>
  )
}
