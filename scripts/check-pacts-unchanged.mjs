// Fails when the regenerated pacts differ from the committed ones: a contract change must be
// committed together with the code that made it.
import { execFileSync } from 'node:child_process'

const dir = 'contracts/pacts'
let changes
try {
  changes = execFileSync('git', ['status', '--porcelain', '--', dir], { encoding: 'utf8' }).trim()
} catch {
  console.warn(`check-pacts: not a git checkout, cannot compare ${dir}`)
  process.exit(0)
}
if (changes) {
  console.error(`check-pacts: the regenerated pacts differ from the committed ones:\n${changes}`)
  console.error(execFileSync('git', ['diff', '--stat', '--', dir], { encoding: 'utf8' }))
  console.error('Commit contracts/pacts together with the change that altered the contract.')
  process.exit(1)
}
console.log('check-pacts: committed pacts are up to date')
