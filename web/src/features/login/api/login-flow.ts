import type { ContactOptions } from '@censo/contracts'
import { socialClient } from '@censo/contracts/client'
import type { KyInstance } from 'ky'
import { api } from '@/lib/api/api'
import { LOGIN_FLOW_CONTEXT } from '@/lib/api/http'
import { ensureAppToken } from '@/features/session/app-token'
import { describeFailure } from '@/lib/errors'

/**
 * The auth API refused the app's own key (VITE_API_KEY): no login can work until the build is
 * fixed, whoever the person is.
 */
export class AppKeyRefused extends Error {
  constructor(readonly status: number) {
    super(`the auth API refused the app key (VITE_API_KEY) with ${status}`)
    this.name = 'AppKeyRefused'
  }
}

/** The login calls handle their own 401/403/404, so they skip the global reactions. */
let loginHttp: KyInstance | undefined
const http = () => (loginHttp ??= api.social.extend({ context: LOGIN_FLOW_CONTEXT }))

export interface LoginIds {
  oid: string
  oeid: string
}

export interface Credentials extends LoginIds {
  /** Digits only. */
  cpf: string
  /** YYYY-MM-DD. */
  nascimento: string
  responseToken: string
}

export type LoginStart =
  { kind: 'enter'; token: string } | { kind: 'confirm'; contacts: ContactOptions }

/**
 * Spec §4 login flow: login, then the contact lookup. Without contacts the login's token is the
 * session; with contacts the person confirms a one-time code first. The captcha token was
 * spent on the login call, so the lookup asks the server to skip it ('re-captcha-by-pass').
 */
export async function startLogin(credentials: Credentials): Promise<LoginStart> {
  const { cpf, nascimento, oid, oeid, responseToken } = credentials
  await ensureAppToken().catch((error: unknown) => {
    const failure = describeFailure(error)
    throw failure.kind === 'http' ? new AppKeyRefused(failure.status) : error
  })
  const login = await socialClient.login(http(), {
    cpf,
    nascimento,
    oid,
    oeid,
    response_token: responseToken,
  })
  const contacts = await socialClient.lookupContacts(http(), {
    cpf,
    oid,
    oeid,
    response_token: responseToken,
    're-captcha-by-pass': true,
  })
  if (contacts.emails.length === 0 && contacts.cellphones.length === 0) {
    return { kind: 'enter', token: login.access_token }
  }
  return { kind: 'confirm', contacts }
}

/** Where the one-time code goes: a cellphone or an e-mail of the contact lookup. */
export interface ContactChoice {
  channel: 'sms' | 'email'
  id: number
  /** The masked number or address, as the lookup gave it. */
  destination: string
}

export function contactChoices(contacts: ContactOptions): ContactChoice[] {
  return [
    ...contacts.cellphones.map((phone) => ({
      channel: 'sms' as const,
      id: phone.cellphone_id,
      destination: phone.cellphone,
    })),
    ...contacts.emails.map((email) => ({
      channel: 'email' as const,
      id: email.email_id,
      destination: email.email,
    })),
  ]
}

export async function sendCode(pfId: number, choice: ContactChoice): Promise<void> {
  if (choice.channel === 'sms') {
    await socialClient.sendCellphoneCode(http(), { pf_id: pfId, cellphone_id: choice.id })
  } else {
    await socialClient.sendEmailCode(http(), { pf_id: pfId, email_id: choice.id })
  }
}

/** Verifies the code; resolves to the person token, or null when the server says no. */
export async function verifyCode(
  pfId: number,
  choice: ContactChoice,
  code: string,
  ids: LoginIds,
): Promise<string | null> {
  const answer = await socialClient.verifyCode(http(), {
    pf_id: pfId,
    code,
    resource_id: choice.id,
    ...ids,
  })
  return answer.success ? answer.access_token : null
}
