import { cpfDigits, type ContactOptions, type Entity } from '@censo/contracts'
import { catalogueMessage } from '@/lib/catalogue-message'
import { describeFailure } from '@/lib/errors'
import { AppKeyRefused, startLogin, type LoginIds } from './api/login-flow'
import { loginFailureOutcome, type LoginFailureOutcome } from './login-outcome'

export type LoginSubmitResult =
  | { kind: 'enter'; token: string }
  | { kind: 'confirm'; contacts: ContactOptions; ids: LoginIds }
  | LoginFailureOutcome

/**
 * What pressing "Entrar" does once the form is valid: the login flow and the reading of its
 * failure. A module of its own so that the first paint of `/` does not load it (the login screen
 * imports it when the person starts filling the form, docs/decisions/007).
 */
export async function submitLogin(input: {
  cpf: string
  nascimento: string
  ids: LoginIds
  entity: Entity
  responseToken: string
}): Promise<LoginSubmitResult> {
  const { ids, entity } = input
  try {
    const result = await startLogin({
      cpf: cpfDigits(input.cpf),
      nascimento: input.nascimento,
      ...ids,
      responseToken: input.responseToken,
    })
    return result.kind === 'enter' ? result : { kind: 'confirm', contacts: result.contacts, ids }
  } catch (error) {
    if (error instanceof AppKeyRefused) {
      // Nothing the person can fix: the service is unavailable to them; the developer is told why.
      console.error(`login: ${error.message}; check VITE_API_KEY in the build's environment`)
      return {
        kind: 'screen',
        message: catalogueMessage({ kind: 'http', status: 503, error: undefined }),
      }
    }
    console.warn('login: failed', error)
    return loginFailureOutcome(describeFailure(error), entity)
  }
}
