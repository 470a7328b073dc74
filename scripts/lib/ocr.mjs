// OCR for the photo bench: Debian's tesseract with Portuguese, installed the way bootstrap.mjs
// installs Chromium (apt-get as root when it is missing), and a score of what it read against
// the text printed.
import { execFileSync, spawn, spawnSync } from 'node:child_process'

const PACKAGES = ['tesseract-ocr', 'tesseract-ocr-por']

function languages() {
  try {
    return execFileSync('tesseract', ['--list-langs'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
  } catch {
    return null
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/** tesseract with `por`: installed with apt-get when missing (root only); its version line. */
export function ensureTesseract() {
  if (!languages()?.includes('por')) {
    if (!isRoot() || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
      throw new Error(`tesseract with Portuguese is missing: apt-get install ${PACKAGES.join(' ')}`)
    }
    console.log(`ocr: installing ${PACKAGES.join(' ')}`)
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status
    if (install() !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' })
      if (install() !== 0) throw new Error(`apt-get install ${PACKAGES.join(' ')} failed`)
    }
    if (!languages()?.includes('por')) throw new Error('tesseract has no por after installing it')
  }
  return execFileSync('tesseract', ['--version'], { encoding: 'utf8' }).split('\n')[0]
}

/** The text tesseract reads in `image` (PNG bytes; `dpi` is the print's resolution there). */
export function readText(image, dpi) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'tesseract',
      ['stdin', 'stdout', '-l', 'por', '--psm', '3', '--dpi', String(Math.round(dpi))],
      // One thread: the bench runs several at once and the OpenMP threads would fight.
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
    )
    let text = ''
    let errors = ''
    child.stdout.setEncoding('utf8').on('data', (chunk) => (text += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`tesseract exited ${code}: ${errors}`)),
    )
    child.stdin.end(image)
  })
}

/** Unicode NFC, every run of white space one space: line breaks and wrapping do not count. */
export const normalize = (text) => text.normalize('NFC').replace(/\s+/g, ' ').trim()

/**
 * How much of the printed text the OCR got, character by character: the Levenshtein distance
 * between both normalized texts (case and accents count; a wrong, missing or extra character
 * costs 1) over the printed length, as `1 - distance / length`, floored at 0. `lines` give each
 * printed character its point size; the alignment's backtrace tells, per size, the share of
 * printed characters read exactly.
 */
export function ocrScore(lines, read) {
  const sizes = []
  const truth = normalize(lines.map((line) => line.text).join(' '))
  for (const line of lines) {
    for (const _ of normalize(line.text)) sizes.push(line.pt)
    sizes.push(line.pt)
  }
  const expected = Array.from(truth)
  const got = Array.from(normalize(read))
  const columns = got.length + 1
  const cost = new Uint32Array((expected.length + 1) * columns)
  for (let j = 0; j < columns; j++) cost[j] = j
  for (let i = 1; i <= expected.length; i++) {
    cost[i * columns] = i
    for (let j = 1; j < columns; j++) {
      const change = cost[(i - 1) * columns + j - 1] + (expected[i - 1] === got[j - 1] ? 0 : 1)
      cost[i * columns + j] = Math.min(
        change,
        cost[(i - 1) * columns + j] + 1,
        cost[i * columns + j - 1] + 1,
      )
    }
  }
  const distance = cost[expected.length * columns + got.length]

  const bySize = new Map()
  for (const pt of sizes.slice(0, expected.length)) {
    const entry = bySize.get(pt) ?? { printed: 0, read: 0 }
    entry.printed++
    bySize.set(pt, entry)
  }
  let i = expected.length
  let j = got.length
  while (i > 0 && j > 0) {
    const here = cost[i * columns + j]
    const same = expected[i - 1] === got[j - 1]
    if (here === cost[(i - 1) * columns + j - 1] + (same ? 0 : 1)) {
      if (same) bySize.get(sizes[i - 1]).read++
      i--
      j--
    } else if (here === cost[(i - 1) * columns + j] + 1) i--
    else j--
  }
  return {
    score: Math.max(0, 1 - distance / expected.length),
    distance,
    printed: expected.length,
    bySize: [...bySize].toSorted(([a], [b]) => b - a),
  }
}
