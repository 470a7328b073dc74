import { vi } from 'vitest'

/**
 * A stand-in for the device's authenticator in unit tests (happy-dom has no WebAuthn):
 * `PublicKeyCredential` and `navigator.credentials` that verify the user, or refuse.
 */
class FakePublicKeyCredential {
  static isUserVerifyingPlatformAuthenticatorAvailable = vi.fn(async () => true)
  constructor(
    readonly rawId: ArrayBuffer,
    readonly response: object,
  ) {}
}

/** 37 bytes of authenticator data: RP id hash, flags (0x05 = user present + verified), counter. */
function authenticatorData(verified: boolean): ArrayBuffer {
  const bytes = new Uint8Array(37)
  bytes[32] = verified ? 0x05 : 0x01
  return bytes.buffer
}

const refuse = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))

export function installAuthenticator({ available = true, verifies = true } = {}) {
  FakePublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable.mockResolvedValue(available)
  const create = vi.fn((_options: CredentialCreationOptions) =>
    verifies
      ? Promise.resolve(
          new FakePublicKeyCredential(new Uint8Array([1, 2, 3]).buffer, {
            getAuthenticatorData: () => authenticatorData(true),
          }),
        )
      : refuse(),
  )
  const get = vi.fn((_options: CredentialRequestOptions) =>
    verifies
      ? Promise.resolve(
          new FakePublicKeyCredential(new Uint8Array([1, 2, 3]).buffer, {
            authenticatorData: authenticatorData(true),
          }),
        )
      : refuse(),
  )
  vi.stubGlobal('PublicKeyCredential', FakePublicKeyCredential)
  Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true })
  return { create, get }
}

export function removeAuthenticator() {
  Reflect.deleteProperty(navigator, 'credentials')
}
