import assert from 'node:assert/strict'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { chromiumVersion, e2eBrowserOf } from './chromium.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'censo-chromium-'))
after(() => rmSync(dir, { recursive: true, force: true }))

/** A stand-in binary that answers `--version` as Debian's Chromium binaries do. */
function fakeChromium(name, said) {
  const file = path.join(dir, name)
  writeFileSync(file, `#!/bin/sh\necho "${said}"\n`)
  chmodSync(file, 0o755)
  return file
}

const full = fakeChromium(
  'chromium',
  'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)',
)

void test('the version a binary reports, with or without the build line', () => {
  assert.equal(chromiumVersion(full), '156.0.8078.108')
  const shell = fakeChromium('shell-said', 'Chromium 156.0.8078.108')
  assert.equal(chromiumVersion(shell), '156.0.8078.108')
  assert.equal(chromiumVersion(path.join(dir, 'missing')), null)
})

void test("the e2e's browser is the headless shell only at the full Chromium's very version", () => {
  const same = fakeChromium('shell-same', 'Chromium 156.0.8078.108')
  const older = fakeChromium('shell-older', 'Chromium 155.0.7990.1')
  assert.equal(e2eBrowserOf(full, same), same)
  assert.equal(e2eBrowserOf(full, older), full)
  assert.equal(e2eBrowserOf(full, path.join(dir, 'missing')), full)
  assert.equal(e2eBrowserOf(undefined, same), undefined)
})
