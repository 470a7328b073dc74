import { HttpProblem } from '../http-problem'

export const CAPTCHA_MESSAGE = 'Você deve verificar o captcha corretamente'

/** The dev captcha widget yields tokens prefixed `dev-`; anything else is rejected. */
export function assertCaptcha(token: string): void {
  if (!token.startsWith('dev-')) throw new HttpProblem(400, CAPTCHA_MESSAGE, ['response_token'])
}
