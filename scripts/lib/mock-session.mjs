// Scripts that talk to a running mock as the web does: a write with its device and checksum
// (DESIGN §4), and a persona's login (app token, then the login of v2) for its person token.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './processes.mjs'

/** The device object every write carries (an id of 30 characters, a fixed coordinate pair). */
export const SCRIPT_DEVICE = { id: 'bench0000000000000000000000000', lat: -8.05, lng: -34.9 }

/** The cookie the login screen's "Aceitar" stores (web/src/features/consent/consent.ts). */
const CONSENT_COOKIE = `censo_consent=${encodeURIComponent(
  JSON.stringify({ functional: true, preferences: true, statistics: true }),
)}; expires=Thu, 31 Dec 2099 23:59:59 GMT; path=/; SameSite=Lax`

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

/**
 * Logs persona `key` (fixtures/personas.json) in at `mockUrl`: its person token, pf_id and the
 * key of its entity (what the login screen's select stores as `selectedMunicipio`).
 */
export async function logPersonaIn(mockUrl, key, apiKey = 'censo-dev-key') {
  const personas = JSON.parse(readFileSync(path.join(root, 'fixtures', 'personas.json'), 'utf8'))
  const persona = personas.find((entry) => entry.key === key)
  if (!persona) throw new Error(`persona ${key} is missing from fixtures/personas.json`)
  const [day, month, year] = persona.nascimento.split('/')
  const meta = await (await fetch(`${mockUrl}/meta/v2/data/censo/`)).json()
  // A special host's entity (censo_domain_esp) is keyed by its host name.
  const { censo_domain: plain, censo_domain_esp: special = {} } = meta.items[0].value
  const [entityKey, entity] =
    [...Object.entries(plain), ...Object.entries(special)].find(
      ([, domain]) => domain.login_segurado.test.oid === persona.oid,
    ) ?? []
  if (!entity) throw new Error(`no entity has oid ${persona.oid}`)
  const ids = entity.login_segurado.test
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
  const credentials = { cpf: persona.cpf, oid: ids.oid, oeid: ids.oeid }
  const person =
    claimsOf(token).scope === 'pending'
      ? await confirmByCode(mockUrl, appToken, credentials)
      : token
  const claims = claimsOf(person)
  if (claims.scope !== 'person') throw new Error(`login of ${key} gave a ${claims.scope} token`)
  return { token: person, pfId: claims.user.pfid, entityKey }
}

const claimsOf = (token) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))

/**
 * A person with contacts confirms a one-time code (spec §4): the first mobile phone offered, or
 * else the first e-mail; the code is read from the mock's outbox. Answers the person token.
 */
async function confirmByCode(mockUrl, appToken, { cpf, oid, oeid }) {
  const lookup = await postToMock(
    `${mockUrl}/social/v2/person/login/contact/`,
    { cpf, oid, oeid, response_token: 'dev-bench', 're-captcha-by-pass': true },
    appToken,
  )
  const { pf_id, cellphones, emails } = lookup.body.data.SocialAPI
  const [phone] = cellphones
  const [email] = emails
  const resourceId = phone ? phone.cellphone_id : email.email_id
  const sent = phone
    ? await postToMock(
        `${mockUrl}/social/v1/person/login/cellphone/send-code/`,
        { pf_id, cellphone_id: resourceId },
        appToken,
      )
    : await postToMock(
        `${mockUrl}/social/v1/person/login/email/send-code/`,
        { pf_id, email_id: resourceId },
        appToken,
      )
  if (sent.status !== 200) throw new Error(`code send: ${sent.status} ${JSON.stringify(sent.body)}`)
  const outbox = await (await fetch(`${mockUrl}/__dev/outbox?kind=code&pf_id=${pf_id}`)).json()
  const [newest] = Array.isArray(outbox) ? outbox : outbox.messages
  const verified = await postToMock(
    `${mockUrl}/social/v1/person/login/`,
    { pf_id, code: newest.code, resource_id: resourceId, oid, oeid },
    appToken,
  )
  const token = verified.body.data?.SocialAPI?.access_token
  if (verified.status !== 200 || !token) {
    throw new Error(`code check: ${verified.status} ${JSON.stringify(verified.body)}`)
  }
  return token
}

/**
 * Leaves a Playwright page's origin with the session the web login leaves: the token and the
 * chosen entity in localStorage, and the cookie consent given. Set on a static file of the
 * origin, so that no app runs (nor installs its service worker) before the measure.
 */
export async function putSessionIn(page, origin, session) {
  await page.goto(`${origin}/icon.svg`)
  await page.evaluate(
    ({ token, entityKey, consent }) => {
      localStorage.setItem('token', token)
      localStorage.setItem('selectedMunicipio', entityKey)
      document.cookie = consent
    },
    { ...session, consent: CONSENT_COOKIE },
  )
}
