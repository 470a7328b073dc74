/** The envelope each API wraps its answers in (`{ data: { <Api>API: payload } }`), for mocked answers. */

export const social = (payload: unknown) => ({ data: { SocialAPI: payload } })
export const recad = (payload: unknown) => ({ data: { RecadAPI: payload } })
export const rh = (payload: unknown) => ({ data: { RhAPI: payload } })
export const storage = (payload: unknown) => ({ data: { StorageAPI: payload } })
export const governanca = (payload: unknown) => ({ data: { GovernancaAPI: payload } })
