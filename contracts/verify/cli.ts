// `pnpm contracts:verify`: the committed pacts against a running provider, as any backend team
// would run them against theirs (README "Verifying a real backend").
import { parseArgs } from 'node:util'
import { API_NAMES, type ApiName } from './pacts'
import { verifyApi, type InteractionResult } from './verify'

const usage = `usage: pnpm contracts:verify --states-url <url> (--base-url <url> | --api <name>=<url> ...) [--only <name>]

  --base-url <url>     the APIs under their prefixes (<url>/social, <url>/recad, ...), as the mock serves them
  --api <name>=<url>   one API at its own address (repeatable; names: ${API_NAMES.join(', ')})
  --states-url <url>   the provider-states setup URL (POST { consumer, state, params, action })
  --only <name>        verify this API only (repeatable)`

function fail(message: string): never {
  console.error(`contracts:verify: ${message}\n\n${usage}`)
  process.exit(2)
}

const isApiName = (name: string): name is ApiName => (API_NAMES as readonly string[]).includes(name)

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    api: { type: 'string', multiple: true },
    'states-url': { type: 'string' },
    only: { type: 'string', multiple: true },
    help: { type: 'boolean' },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const statesUrl = values['states-url'] ?? fail('--states-url is required')
const urls = new Map<ApiName, string>()
for (const entry of values.api ?? []) {
  const [name = '', url = ''] = entry.split(/=(.*)/s)
  if (!isApiName(name) || !url) fail(`--api ${entry}: expected <name>=<url> with a known name`)
  urls.set(name, url)
}
for (const name of values.only ?? []) if (!isApiName(name)) fail(`--only ${name}: unknown API`)
const chosen = API_NAMES.filter((name) => !values.only || values.only.includes(name))
const baseUrl = values['base-url']
const providerUrl = (name: ApiName) =>
  urls.get(name) ?? (baseUrl ? `${baseUrl.replace(/\/+$/, '')}/${name}` : undefined)
for (const name of chosen)
  if (!providerUrl(name)) fail(`no address for ${name}: give --base-url or --api ${name}=<url>`)

const line = (result: InteractionResult) =>
  result.passed
    ? `  passed  ${result.description}`
    : `  FAILED  ${result.description}\n${result.mismatches.map((text) => `            ${text}`).join('\n')}`

// A states URL that refuses to set states up (409: our mock when not started for verification,
// whose data every state would reseed) is said once, before anything runs. A teardown asks
// nothing of a provider that does nothing on teardown.
const probe = await fetch(statesUrl, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ consumer: 'censo-web', state: '', params: {}, action: 'teardown' }),
}).catch((error: unknown) => fail(`the states URL ${statesUrl} does not answer: ${String(error)}`))
if (probe.status === 409) {
  const text = await probe.text()
  let message = text
  try {
    const body: unknown = JSON.parse(text)
    const error = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : null
    const said = typeof error === 'object' && error !== null ? Reflect.get(error, 'message') : null
    if (typeof said === 'string') message = said
  } catch {
    // not JSON: the text as it came
  }
  console.error(
    `contracts:verify: ${statesUrl} refuses to set provider states up (409): ${message}`,
  )
  process.exit(2)
}

let failed = 0
let total = 0
for (const name of chosen) {
  const url = providerUrl(name) ?? ''
  console.log(`${name}-api at ${url}`)
  const results = await verifyApi({ name, providerUrl: url, statesUrl })
  for (const result of results) console.log(line(result))
  total += results.length
  failed += results.filter((result) => !result.passed).length
}
console.log(
  failed === 0
    ? `\ncontracts:verify: all ${total} interactions passed`
    : `\ncontracts:verify: ${failed} of ${total} interactions FAILED`,
)
process.exit(failed === 0 ? 0 : 1)
