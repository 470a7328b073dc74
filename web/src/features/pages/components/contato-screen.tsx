import type { Entity } from '@censo/contracts'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import * as t from '@/text/pt-BR/pages'
import { chatAllowed, setChatOpen } from '@/features/chat/chat'
import { telHref, whatsappHref } from '../contact-links'
import { EntityScreen } from './entity-screen'
import { PhoneIcon, WhatsAppIcon } from './icons'

const text = t.pages.contato

/** Spec §2 "Contato". The optional action `chat` opens the live chat when the entity allows it. */
export function ContatoScreen({ action }: { action?: string | undefined }) {
  return (
    <EntityScreen title={text.title} choose={text.choose}>
      {(entity) => <EntityContact entity={entity} openChat={action === 'chat'} />}
    </EntityScreen>
  )
}

function EntityContact({ entity, openChat }: { entity: Entity; openChat: boolean }) {
  const { contato } = entity
  const chat = chatAllowed(entity)
  useEffect(() => {
    if (openChat && chat) setChatOpen(true)
  }, [openChat, chat])
  return (
    <>
      <p className="contact-description">{contato.contato_description}</p>
      {chat && (
        <div className="contact-chat">
          <p>{text.chatLine}</p>
          <Button variant="secondary" onClick={() => setChatOpen(true)}>
            {t.chat.open}
          </Button>
        </div>
      )}
      <h2>{text.numbersTitle}</h2>
      {contato.numeros.length === 0 ? (
        <p>{text.noNumbers}</p>
      ) : (
        <ul className="contact-numbers">
          {contato.numeros.map((numero) => (
            <li key={numero.numero} className="contact-number">
              <span className="contact-number-text">{numero.numero}</span>
              <span className="contact-actions">
                {numero.telefone && (
                  <a className="icon-link" href={telHref(numero.numero)}>
                    <PhoneIcon label={text.call} />
                    <span className="visually-hidden"> {numero.numero}</span>
                  </a>
                )}
                {numero.whatsapp && (
                  <a className="icon-link icon-link-whatsapp" href={whatsappHref(numero.numero)}>
                    <WhatsAppIcon label={text.whatsapp} />
                    <span className="visually-hidden"> {numero.numero}</span>
                  </a>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
