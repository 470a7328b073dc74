/**
 * The app's one Trusted Types policy (docs/decisions/029, issue 39): under the
 * Content-Security-Policy's `require-trusted-types-for 'script'` a script's address is given to
 * the browser only through it. It lets through the app's own files and the few scripts the
 * configuration names (reCAPTCHA's, the chat widget's); anything else throws. HTML is built only
 * by DOMPurify, which has its own policy (`dompurify`). Browsers without Trusted Types get the
 * address as it is.
 */

interface ScriptUrlPolicy {
  createScriptURL: (url: string) => unknown
}

interface TrustedTypesFactory {
  createPolicy: (
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ) => ScriptUrlPolicy
}

export const TRUSTED_TYPES_POLICY = 'censo'

/** Addresses of scripts from other origins the app loads (reCAPTCHA, the chat widget). */
const allowedOrigins = new Set<string>()

/** Lets the script at `url`'s origin through the policy (its origin is in the CSP too). */
export function allowScriptOrigin(url: string): void {
  allowedOrigins.add(new URL(url, location.href).origin)
}

function checkedScriptUrl(url: string): string {
  const origin = new URL(url, location.href).origin
  if (origin !== location.origin && !allowedOrigins.has(origin)) {
    throw new TypeError(`trusted-types: a script from ${origin} is not the app's`)
  }
  return url
}

let policy: ScriptUrlPolicy | null | undefined

function appPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy
  const factory: TrustedTypesFactory | undefined = Reflect.get(globalThis, 'trustedTypes')
  policy = factory
    ? factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: checkedScriptUrl })
    : null
  return policy
}

/** A script's address as the browser's script sinks take it (`script.src`, a worker). */
export function scriptUrl(url: string): string {
  const trusted = appPolicy()
  // A TrustedScriptURL where the browser has them; the DOM's types know it as a string.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  return trusted ? (trusted.createScriptURL(url) as string) : checkedScriptUrl(url)
}
