// Scripts that talk to a running mock as the web does: a write with its device and checksum
// (DESIGN §4), and a persona's login (app token, then the login of v2) for its person token.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './processes.mjs'

/** The device object every write carries (an id of 30 characters, a fixed coordinate pair). */
export const SCRIPT_DEVICE = { id: 'bench0000000000000000000000000', lat: -8.05, lng: -34.9 }

/** POSTs `body` with the device, its X-Checksum and, when given, the bearer token. */
export async function postToMock(url, body, token) {
  const text = JSON.stringify({ ...body, device: SCRIPT_DEVICE })
  const headers = {
    'Content-Type': 'application/json',
    'X-Checksum': createHash('sha256').update(text).digest('hex'),
  }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(url, { method: 'POST', headers, body: text })
  return { status: response.status, body: await response.json(), bytes: Buffer.byteLength(text) }
}

/** Logs persona `key` (fixtures/personas.json) in at `mockUrl`: its person token and pf_id. */
export async function logPersonaIn(mockUrl, key, apiKey = 'censo-dev-key') {
  const personas = JSON.parse(readFileSync(path.join(root, 'fixtures', 'personas.json'), 'utf8'))
  const persona = personas.find((entry) => entry.key === key)
  if (!persona) throw new Error(`persona ${key} is missing from fixtures/personas.json`)
  const [day, month, year] = persona.nascimento.split('/')
  const meta = await (await fetch(`${mockUrl}/meta/v2/data/censo/`)).json()
  const ids = Object.values(meta.items[0].value.censo_domain)
    .map((domain) => domain.login_segurado.test)
    .find((test) => test.oid === persona.oid)
  if (!ids) throw new Error(`no entity has oid ${persona.oid}`)
  // The spec answers the app token with a 401 that carries it.
  const auth = await postToMock(`${mockUrl}/auth/v1/auth/`, { apikey: apiKey })
  const appToken = auth.body.access_token
  if (!appToken) throw new Error(`app token: ${auth.status} ${JSON.stringify(auth.body)}`)
  const login = await postToMock(
    `${mockUrl}/social/v2/pessoa-fisica/login/`,
    {
      cpf: persona.cpf,
      nascimento: `${year}-${month}-${day}`,
      oid: ids.oid,
      oeid: ids.oeid,
      response_token: 'dev-bench',
    },
    appToken,
  )
  const token = login.body.data?.SocialAPI?.access_token
  if (login.status !== 200 || !token) {
    throw new Error(`login of ${key}: ${login.status} ${JSON.stringify(login.body)}`)
  }
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
  if (claims.scope !== 'person') throw new Error(`login of ${key} gave a ${claims.scope} token`)
  return { token, pfId: claims.user.pfid }
}
