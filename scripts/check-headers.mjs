#!/usr/bin/env node
// `pnpm check:headers [build folder]`: Mozilla's HTTP Observatory (the grader behind
// developer.mozilla.org/observatory) run against a production build served by the deploy kit
// (deploy/nginx/) over HTTPS, as an institute deploys it: a copy of the build (default web/dist,
// built first when missing) configured for an institute's HTTPS hosts, with reCAPTCHA and the
// chat widget on (the widest policy the build can have), served on free ports with the
// self-signed certificate, which the scanner trusts (NODE_EXTRA_CA_CERTS). Prints the grade,
// the score and every test; fails below A+ and 125, on any test that does not pass, or when the
// certificate was not verified. The scanner fetches nothing from the internet (issue 39).
import { spawnSync } from 'node:child_process'
import { chmodSync, cpSync } from 'node:fs'
import path from 'node:path'
import { checkedWebConfig, writeServedConfig } from './lib/configure-web.mjs'
import { buildToCheck, serveWithKit } from './lib/kit-for-check.mjs'
import { root, runCheck, tempDir } from './lib/processes.mjs'

const GOAL = { grade: 'A+', score: 125 }

/** An institute's hosts: every API and the files on HTTPS, the optional services on. */
const INSTITUTE = {
  VITE_API_AUTH: 'https://auth.previdencia.example.gov.br/api',
  VITE_API_META: 'https://meta.previdencia.example.gov.br/api',
  VITE_API_SOCIAL: 'https://social.previdencia.example.gov.br/api',
  VITE_API_RH: 'https://rh.previdencia.example.gov.br/api',
  VITE_API_RECAD: 'https://recad.previdencia.example.gov.br/api',
  VITE_API_STORAGE: 'https://storage.previdencia.example.gov.br/api',
  VITE_API_GOVERNANCA: 'https://governanca.previdencia.example.gov.br/api',
  VITE_API_CEP: 'https://cep.previdencia.example.gov.br/api',
  VITE_FILES_URL: 'https://arquivos.previdencia.example.gov.br',
  VITE_APP_ID: 'censo',
  VITE_API_KEY: 'chave-do-instituto',
  VITE_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  VITE_CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
}

const say = (line) => console.log(`headers: ${line}`)
let kit = null

await runCheck(
  async (fail) => {
    const started = Date.now()
    const { build, shown } = buildToCheck(process.argv[2], say)
    const deployed = path.join(tempDir('censo-headers-'), 'dist')
    cpSync(build, deployed, { recursive: true })
    chmodSync(path.dirname(deployed), 0o755)
    await writeServedConfig(deployed, await checkedWebConfig(INSTITUTE))

    kit = await serveWithKit(deployed)
    say(
      `a copy of ${shown} configured for ${new URL(INSTITUTE.VITE_API_META).hostname} and the rest`,
    )
    say(`served by nginx ${kit.version.join('.')} at ${kit.origin}/ (HTTP ${kit.httpPort})`)

    const scan = spawnSync(
      process.execPath,
      [
        path.join(root, 'scripts', 'lib', 'observatory-scan.mjs'),
        'localhost',
        String(kit.httpPort),
        String(kit.httpsPort),
      ],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NODE_EXTRA_CA_CERTS: kit.certificate },
      },
    )
    if (scan.status !== 0) throw new Error(`the scan failed (${scan.status}): ${scan.stderr}`)
    const result = JSON.parse(scan.stdout)

    console.log('')
    for (const test of result.tests) {
      const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier)
      console.log(
        `  ${test.pass ? 'pass' : 'FAIL'}  ${test.name.padEnd(30)} ${modifier.padStart(4)}  ${test.result}`,
      )
    }
    console.log('')
    say(
      `Mozilla HTTP Observatory: grade ${result.grade}, score ${result.score}, ${result.passed} of ${result.quantity} tests passed (${result.url}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )

    if (!result.verified)
      fail('headers: the certificate was not verified: the scan was not HTTPS as a browser sees it')
    for (const test of result.tests.filter((each) => !each.pass)) {
      fail(`headers: ${test.name} does not pass: ${test.result}`)
    }
    if (result.grade !== GOAL.grade || result.score < GOAL.score) {
      fail(`headers: the goal is ${GOAL.grade} with a score of at least ${GOAL.score}`)
    }
  },
  () => kit?.stop(),
)
