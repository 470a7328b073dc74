import fp from 'fastify-plugin'
import { RateLimiter } from '../domain/rate-limit'
import { HttpProblem } from '../http-problem'

/** Rate limits of the login (ADR 020): in memory, forgotten on restart and on /__dev/reset. */
export interface Limits {
  /** One-time code sends, keyed by pf_id (both channels count). */
  codeSends: RateLimiter
  /** Failed logins (unknown CPF or wrong birth date), keyed by CPF. */
  loginFailures: RateLimiter
  clear(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits
  }
}

/** (ours) The 429 of the code sends: says when a new code may be asked. */
export const waitForCodeMessage = (seconds: number) =>
  `Aguarde ${seconds} segundos para pedir um novo código.`
/** (ours) The 429 of the login. */
export const waitForLoginMessage = (seconds: number) =>
  `Muitas tentativas de acesso com este CPF. Aguarde ${seconds} segundos e tente novamente.`

/** Throws the 429 when `limiter` refuses `key` now. */
export function assertAllowed(
  limiter: RateLimiter,
  key: string,
  now: number,
  message: (seconds: number) => string,
): void {
  const wait = limiter.refusal(key, now)
  if (wait !== null) throw HttpProblem.tooMany(wait, message(wait))
}

export default fp(
  async (app) => {
    const codeSends = new RateLimiter(app.config.codeSendLimit)
    const loginFailures = new RateLimiter(app.config.loginLimit)
    app.decorate('limits', {
      codeSends,
      loginFailures,
      clear() {
        codeSends.clear()
        loginFailures.clear()
      },
    })
  },
  { name: 'limits', decorators: { fastify: ['config'] } },
)
