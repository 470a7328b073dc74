#!/usr/bin/env node
// DESIGN §10: the mock server's throughput on a read must be at least 3× json-server's, measured
// on the same machine in one run. Starts our mock (fresh temp data, a port of its own) and
// json-server (a db.json holding the very body our mock answers), warms both up, then runs the
// same autocannon load against each, one after the other, and compares requests per second.
//
// The read (BENCH_READ):
//   phones (default): GET /social/v1/pessoa-fisica/telefones/{pf_id}/ of persona `so-fixo` (one
//     landline, so no one-time code: it logs in directly). It goes through our whole stack: CORS,
//     journal, routing, params validation, bearer JWT verification, the person's lookup in the
//     lowdb data, the ownership check and the zod response serializer. The token is a real one,
//     got over HTTP by the login flow (app token, then the persona's login). json-server answers
//     GET /telefones/{pf_id} from a db.json holding the same body (plus json-server's `id`).
//   meta: GET /meta/v2/data/censo/ (public, ~44 KB), against json-server's GET /data/censo.
// json-server runs with --quiet (no request log) since our mock runs without its logger.
//
// Settings: BENCH_CONNECTIONS (10), BENCH_DURATION (10 s), BENCH_PIPELINING (1), BENCH_WARMUP
// (3 s, same load), BENCH_MOCK_PORT (3360), BENCH_JSON_SERVER_PORT (3361), BENCH_RATIO (3).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { logPersonaIn } from './lib/mock-session.mjs'
import {
  machineLoad,
  portIsFree,
  root,
  runCheck,
  start,
  startMock,
  tempDir,
  waitFor,
} from './lib/processes.mjs'

const env = process.env
const READ = env.BENCH_READ ?? 'phones'
const PERSONA = 'so-fixo'
const REQUIRED_RATIO = Number(env.BENCH_RATIO ?? 3)
const MOCK_PORT = Number(env.BENCH_MOCK_PORT ?? 3360)
const JSON_SERVER_PORT = Number(env.BENCH_JSON_SERVER_PORT ?? 3361)
const LOAD = {
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  duration: Number(env.BENCH_DURATION ?? 10),
  pipelining: Number(env.BENCH_PIPELINING ?? 1),
}
const WARMUP_SECONDS = Number(env.BENCH_WARMUP ?? 3)
const MOCK_URL = `http://localhost:${MOCK_PORT}`
const JSON_SERVER_URL = `http://localhost:${JSON_SERVER_PORT}`

if (!['phones', 'meta'].includes(READ)) {
  console.error(`bench: BENCH_READ must be phones or meta, not ${READ}`)
  process.exit(2)
}

const dataDir = tempDir('censo-bench-')

async function startJsonServer(db) {
  const file = path.join(dataDir, 'json-server-db.json')
  writeFileSync(file, JSON.stringify(db))
  const cli = path.join(root, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js')
  const child = start(
    process.execPath,
    [cli, file, '--port', String(JSON_SERVER_PORT), '--host', 'localhost', '--quiet'],
    { cwd: dataDir },
  )
  await waitFor(`${JSON_SERVER_URL}/db`, 'json-server', child)
}

/** One request, checked, to learn the body json-server must serve and the sizes to report. */
async function probe(url, headers) {
  const response = await fetch(url, { headers })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`)
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) }
}

/** The read on both servers: URLs, headers and the db.json that makes json-server answer it. */
async function prepareRead() {
  if (READ === 'meta') {
    const mock = { url: `${MOCK_URL}/meta/v2/data/censo/`, headers: {} }
    const { body } = await probe(mock.url, mock.headers)
    return {
      label: 'GET /meta/v2/data/censo/ (public metadata)',
      mock,
      jsonServer: { url: `${JSON_SERVER_URL}/data/censo`, headers: {} },
      db: { data: [{ id: 'censo', ...body }] },
    }
  }
  const { token, pfId } = await logPersonaIn(MOCK_URL, PERSONA, env.MOCK_API_KEY)
  const mock = {
    url: `${MOCK_URL}/social/v1/pessoa-fisica/telefones/${pfId}/`,
    headers: { Authorization: `Bearer ${token}` },
  }
  const { body } = await probe(mock.url, mock.headers)
  return {
    label: `GET /social/v1/pessoa-fisica/telefones/${pfId}/ (persona ${PERSONA}, person token)`,
    mock,
    // The same bearer header goes to json-server too (it ignores it), so requests are alike.
    jsonServer: { url: `${JSON_SERVER_URL}/telefones/${pfId}`, headers: mock.headers },
    db: { telefones: [{ id: pfId, ...body }] },
  }
}

function run(target, seconds) {
  return autocannon({ ...LOAD, duration: seconds, url: target.url, headers: target.headers })
}

/** Requests per second, refusing a run that counted anything but clean 2xx answers. */
function summary(name, result) {
  const bad = result.non2xx + result.errors + result.timeouts
  if (bad > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    )
  }
  return {
    rps: result.requests.average,
    line:
      `${result.requests.average.toFixed(0).padStart(7)} req/s  ` +
      `(${result.requests.total} requests; latency p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms)`,
  }
}

await runCheck(async (fail) => {
  for (const [port, variable] of [
    [MOCK_PORT, 'BENCH_MOCK_PORT'],
    [JSON_SERVER_PORT, 'BENCH_JSON_SERVER_PORT'],
  ]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is taken (set ${variable})`)
  }
  await startMock(MOCK_PORT, { MOCK_HOST: 'localhost', MOCK_LOG: '0' })
  const read = await prepareRead()
  await startJsonServer(read.db)
  const mockBytes = (await probe(read.mock.url, read.mock.headers)).bytes
  const jsonServerBytes = (await probe(read.jsonServer.url, read.jsonServer.headers)).bytes

  console.log(`Read: ${read.label}`)
  console.log(
    `  body: mock ${mockBytes} B, json-server ${jsonServerBytes} B (same data; json-server adds ` +
      `its "id" and indents by 2)`,
  )
  console.log(
    `  autocannon: ${LOAD.connections} connections, pipelining ${LOAD.pipelining}, ` +
      `${LOAD.duration} s each, after a ${WARMUP_SECONDS} s warm-up of each`,
  )
  // Both servers and autocannon share this machine's CPUs: other work on it skews the figures.
  console.log(`  machine: ${machineLoad()}`)
  if (WARMUP_SECONDS > 0) {
    await run(read.mock, WARMUP_SECONDS)
    await run(read.jsonServer, WARMUP_SECONDS)
  }
  const ours = summary('mock', await run(read.mock, LOAD.duration))
  const theirs = summary('json-server', await run(read.jsonServer, LOAD.duration))
  const ratio = ours.rps / theirs.rps
  console.log(`  mock server  ${ours.line}`)
  console.log(`  json-server  ${theirs.line}`)
  console.log(`  ratio ${ratio.toFixed(2)}× (budget ≥ ${REQUIRED_RATIO}×)`)
  if (ratio < REQUIRED_RATIO) {
    fail(
      `bench: the mock's throughput is ${ratio.toFixed(2)}× json-server's, below ${REQUIRED_RATIO}×`,
    )
  }
})
