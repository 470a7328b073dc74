// Mozilla's HTTP Observatory scan (@mdn/mdn-http-observatory, the grader behind
// developer.mozilla.org/observatory) of a host on given ports, as JSON on stdout:
//   node scripts/lib/observatory-scan.mjs <host> <http port> <https port>
// Run by scripts/check-headers.mjs with NODE_EXTRA_CA_CERTS naming the local certificate (Node
// reads it at start only). The package's scan() takes no ports, so this is its scan with
// retrieve() given them: the same tests, the same sum and grade, through the package's own
// functions.
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ALL_TESTS, NUM_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import {
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
} from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'

const [host, httpPort, httpsPort] = process.argv.slice(2)
if (!host || !httpPort || !httpsPort) {
  console.error('usage: observatory-scan.mjs <host> <http port> <https port>')
  process.exit(2)
}

// The package reads Chromium's HSTS preload list from conf/hsts-preload.json, which its install
// script (not run: pnpm-workspace.yaml) would download. A local host is on no preload list, so an
// empty list gives the same verdict offline.
const preloadList = fileURLToPath(
  import.meta.resolve('@mdn/mdn-http-observatory/conf/hsts-preload.json'),
)
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')

const retrieved = await retrieve(host, { httpPort, httpsPort })
const answer = retrieved.responses.auto
if (!answer) throw new Error(`no answer from ${host} (HTTP ${httpPort}, HTTPS ${httpsPort})`)

let passed = 0
let withExtraCredit = 100
let uncurved = 100
const tests = ALL_TESTS.map((test) => {
  const output = test(retrieved)
  const modifier = output.result ? getScoreModifier(output.result) : 0
  if (output.pass) passed++
  withExtraCredit += modifier
  if (modifier < 0) uncurved += modifier
  return {
    name: output.constructor.name.replace(/Output$/, ''),
    pass: output.pass,
    result: output.result,
    modifier,
    description: output.result ? getScoreDescription(output.result) : '',
  }
})
// As scan(): extra credit counts only when the score without it is already an A.
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
)

console.log(
  JSON.stringify({
    url: answer.request?.res?.responseUrl ?? retrieved.session?.url?.href ?? null,
    status: answer.status,
    verified: answer.verified,
    grade,
    score,
    passed,
    quantity: NUM_TESTS,
    tests,
  }),
)
