import type { SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import { fullPhone } from './masks'

/** The outcomes the technical team decides (census-wizard §4). */
export type CaseOutcome = 'released' | 'done'

/** The notice's text: which outcome, and to open the app (ours; the spec shows none). */
export function outcomeText(outcome: CaseOutcome): string {
  return outcome === 'released'
    ? 'Recenseamento: o seu cadastro foi analisado e precisa de correções. Abra o aplicativo do Recenseamento para ver o que corrigir.'
    : 'Recenseamento: o seu cadastro foi consolidado. Abra o aplicativo do Recenseamento para baixar o seu comprovante.'
}

/**
 * census-wizard §1: "the person is notified by SMS about the outcome if a mobile phone was given":
 * one SMS to each of the person's mobile phones, none to a landline, none without a phone.
 */
export async function notifyOutcome(
  app: FastifyInstance,
  person: SeedPerson,
  outcome: CaseOutcome,
): Promise<void> {
  const mobiles = person.phones.filter((phone) => phone.tel_tipo === 'M')
  if (mobiles.length === 0) return
  await app.store.update((data) => {
    for (const phone of mobiles) {
      app.outbox.notify(data, {
        to: fullPhone(phone),
        pf_id: person.pf_id,
        resource_id: phone.tel_id,
        text: outcomeText(outcome),
      })
    }
  })
}
