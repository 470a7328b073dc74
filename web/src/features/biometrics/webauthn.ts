/**
 * The device's own fingerprint (or face) check through WebAuthn, used only to unlock the login
 * saved on this device (docs/decisions/012). Nothing biometric reaches the product: the browser
 * answers "verified" or fails. The challenge is random and checked by nobody — there is no
 * server side, the credential is a local key, not a login to the backend.
 */

const TIMEOUT_MS = 60_000

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length))
}

function toBase64Url(buffer: ArrayBuffer): string {
  let binary = ''
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** Flags byte of the authenticator data (after the 32-byte RP id hash): bit 2 "user verified". */
function userVerified(authenticatorData: ArrayBuffer): boolean {
  const flags = new Uint8Array(authenticatorData)[32] ?? 0
  return (flags & 0x04) !== 0
}

/** The device reports a platform authenticator that verifies the user (spec §4 "support"). */
export async function hasPlatformBiometrics(): Promise<boolean> {
  if (typeof PublicKeyCredential === 'undefined' || !navigator.credentials) return false
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()
  } catch {
    return false
  }
}

/**
 * Creates a credential on the device's own authenticator, with user verification required: the
 * promise resolves (to the credential id) only after the person confirmed with their finger.
 */
export async function createBiometricCredential(person: { name: string }): Promise<string> {
  const credential = await navigator.credentials.create({
    publicKey: {
      challenge: randomBytes(32),
      rp: { name: 'Recenseamento' },
      // A random handle: the CPF never goes to the authenticator.
      user: { id: randomBytes(16), name: person.name, displayName: person.name },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        userVerification: 'required',
        residentKey: 'preferred',
      },
      attestation: 'none',
      timeout: TIMEOUT_MS,
    },
  })
  if (!(credential instanceof PublicKeyCredential)) throw new Error('no credential created')
  const response: AuthenticatorResponse = credential.response
  // Where the browser tells (getAuthenticatorData), insist on the "user verified" flag.
  if (
    'getAuthenticatorData' in response &&
    typeof response.getAuthenticatorData === 'function' &&
    !userVerified(response.getAuthenticatorData())
  ) {
    throw new Error('the device did not verify the user')
  }
  return toBase64Url(credential.rawId)
}

/** Asks the device to verify the person with the saved credential; true when it did. */
export async function verifyBiometric(credentialId: string | null): Promise<boolean> {
  try {
    const assertion = await navigator.credentials.get({
      publicKey: {
        challenge: randomBytes(32),
        userVerification: 'required',
        timeout: TIMEOUT_MS,
        allowCredentials: credentialId
          ? [{ type: 'public-key', id: fromBase64Url(credentialId), transports: ['internal'] }]
          : [],
      },
    })
    if (!(assertion instanceof PublicKeyCredential)) return false
    const response: AuthenticatorResponse = assertion.response
    return (
      'authenticatorData' in response &&
      response.authenticatorData instanceof ArrayBuffer &&
      userVerified(response.authenticatorData)
    )
  } catch (error) {
    console.warn('biometrics: verification failed', error)
    return false
  }
}
