#!/usr/bin/env node
// The Content-Security-Policy of a production build as configured (docs/decisions/029), as the
// nginx line deploy/nginx/security-headers.conf includes: run it after scripts/configure-web.mjs,
//   node scripts/content-security-policy.mjs web/dist > <nginx conf dir>/content-security-policy.conf
// (`--header` prints the policy alone, for another server).
import path from 'node:path'
import { contentSecurityPolicyOf } from './lib/deploy-kit.mjs'

const args = process.argv.slice(2)
const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'web/dist')
const policy = await contentSecurityPolicyOf(dist)
console.log(
  args.includes('--header') ? policy : `add_header Content-Security-Policy "${policy}" always;`,
)
