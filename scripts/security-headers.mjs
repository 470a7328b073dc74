#!/usr/bin/env node
// The security headers of a production build as configured (web/src/build/security-headers.ts,
// docs/decisions/029) as the nginx file the kit's site.conf includes: on a host, after
// scripts/configure-web.mjs,
//   node scripts/security-headers.mjs web/dist > <nginx conf dir>/security-headers.conf
// (`--csp` prints the Content-Security-Policy alone; `--list` every header as `Name: value`, for
// another server).
import path from 'node:path'
import { contentSecurityPolicyOf, nginxSecurityHeadersOf } from './lib/deploy-kit.mjs'
import { webModule } from './lib/configure-web.mjs'

const args = process.argv.slice(2)
const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'web/dist')
if (args.includes('--csp')) {
  console.log(await contentSecurityPolicyOf(dist))
} else if (args.includes('--list')) {
  const { securityHeadersOf } = await webModule('src/build/security-headers.ts')
  for (const { name, value } of securityHeadersOf(dist)) console.log(`${name}: ${value}`)
} else {
  process.stdout.write(await nginxSecurityHeadersOf(dist))
}
