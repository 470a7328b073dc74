import { setTimeout as sleep } from 'node:timers/promises'
import { statusMessage } from '@censo/contracts'
import fp from 'fastify-plugin'
import { HttpProblem } from '../http-problem'
import { pathOf } from './exemptions'

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type FaultMethod = (typeof FAULT_METHODS)[number]

export interface FaultInput {
  pattern: string
  method?: FaultMethod
  status?: number
  latency_ms?: number
  times?: number
  message?: string
}

export interface Fault {
  id: number
  pattern: string
  /** Absent: any method. */
  method?: FaultMethod
  status?: number
  latency_ms?: number
  /** Error message answered with `status` (the catalogue's when none was given). */
  message?: string
  /** How many matching requests it affects in all; absent: unlimited. */
  times?: number
  /** Matching requests it will still affect (with `times`). */
  remaining?: number
  /** Requests it has affected so far. */
  hits: number
  /** Its `times` used up: it affects nothing more, and stays listed until cleared. */
  spent: boolean
  created_at: string
}

export interface Faults {
  add(input: FaultInput): Fault
  /** Newest first: the order in which they are tried. */
  list(): Fault[]
  remove(id: number): Fault | undefined
  /** Removes every fault; answers how many there were. */
  clear(): number
  /** The fault that applies to a request (consumed), or undefined. */
  take(method: string, path: string): Fault | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    faults: Faults
  }
  interface FastifyRequest {
    /** Id of the fault injected into this request, if any (shown in the journal). */
    faultId: number | undefined
  }
}

/** The mock's own tools are never faulted, so a tester can always list and clear faults. */
const EXEMPT_PREFIXES = ['/__dev', '/__technician', '/docs']

export function isFaultExempt(path: string): boolean {
  return EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** The literal start of a pattern (before its first `*`). */
export function literalPrefix(pattern: string): string {
  const star = pattern.indexOf('*')
  return star === -1 ? pattern : pattern.slice(0, star)
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** A glob pattern as a list of steps: `**`, `*` or one literal character. */
function globSteps(glob: string): string[] {
  const steps: string[] = []
  for (let at = 0; at < glob.length;) {
    const step = glob.startsWith('**', at) ? '**' : glob.charAt(at)
    steps.push(step)
    at += step.length
  }
  return steps
}

/**
 * Whether `path` matches the glob steps, then any slashes. It tracks every number of steps the
 * path read so far can match, one character at a time: the time is at most path length ×
 * pattern length, where a backtracking regex (`/**a**a**a…b`) can block for seconds.
 */
function matchesGlob(steps: string[], path: string): boolean {
  const end = steps.length
  const trailing = end + 1
  /** matched[i]: the path read so far matches the first i steps (then slashes, at `trailing`). */
  let matched = new Uint8Array(end + 2)
  // `**` may match nothing: whoever reaches it reaches the step after it too.
  const skipEmpty = () => {
    for (let i = 0; i < end; i++) if (matched[i] && steps[i] === '**') matched[i + 1] = 1
  }
  matched[0] = 1
  skipEmpty()
  for (let at = 0; at < path.length; at++) {
    const char = path.charAt(at)
    const next = new Uint8Array(end + 2)
    for (let i = 0; i <= trailing; i++) {
      if (!matched[i]) continue
      const step = steps[i]
      if (i >= end) {
        if (char === '/') next[trailing] = 1
      } else if (step === '**') {
        next[i] = 1
      } else if (step === '*' ? char !== '/' : step === char) {
        next[i + 1] = 1
      }
      // A `*` just matched goes on within the segment.
      if (i > 0 && i <= end && steps[i - 1] === '*' && char !== '/') next[i] = 1
    }
    matched = next
    if (!matched.includes(1)) return false
    skipEmpty()
  }
  return matched[end] === 1 || matched[trailing] === 1
}

/**
 * A pattern without `*` is a path prefix, whole segments only ("/social/v1" matches
 * "/social/v1/…", not "/social/v10/…"). With `*` it is a glob matched against the whole path:
 * `*` is one or more characters within a segment, `**` any run across segments. Either way a
 * trailing slash is optional, and the query string is ignored.
 */
export function compilePattern(pattern: string): (path: string) => boolean {
  if (!pattern.includes('*')) {
    const prefix = trimSlash(pattern)
    if (prefix === '/') return () => true
    return (path) => path === prefix || path.startsWith(`${prefix}/`)
  }
  const steps = globSteps(trimSlash(pattern))
  return (path) => matchesGlob(steps, path)
}

interface Entry {
  fault: Fault
  matches: (path: string) => boolean
}

const copy = (fault: Fault): Fault => ({ ...fault })

export function createFaults(now: () => number = Date.now): Faults {
  let entries: Entry[] = []
  let nextId = 1

  return {
    add(input) {
      const fault: Fault = {
        id: nextId++,
        pattern: input.pattern,
        ...(input.method ? { method: input.method } : {}),
        ...(input.status === undefined
          ? {}
          : {
              status: input.status,
              message: input.message ?? statusMessage(input.status) ?? statusMessage(999) ?? '',
            }),
        ...(input.latency_ms === undefined ? {} : { latency_ms: input.latency_ms }),
        ...(input.times === undefined ? {} : { times: input.times, remaining: input.times }),
        hits: 0,
        spent: false,
        created_at: new Date(now()).toISOString(),
      }
      entries.push({ fault, matches: compilePattern(input.pattern) })
      return copy(fault)
    },
    list: () => entries.map((entry) => copy(entry.fault)).toReversed(),
    remove(id) {
      const entry = entries.find((candidate) => candidate.fault.id === id)
      if (!entry) return undefined
      entries = entries.filter((candidate) => candidate !== entry)
      return copy(entry.fault)
    },
    clear() {
      const count = entries.length
      entries = []
      return count
    },
    take(method, path) {
      if (method === 'OPTIONS' || isFaultExempt(path)) return undefined
      const entry = entries.findLast(
        ({ fault, matches }) =>
          !fault.spent && (!fault.method || fault.method === method) && matches(path),
      )
      if (!entry) return undefined
      const { fault } = entry
      fault.hits++
      if (fault.remaining !== undefined) {
        fault.remaining--
        if (fault.remaining <= 0) fault.spent = true
      }
      return copy(fault)
    },
  }
}

/**
 * Fault injection for testers (POST /__dev/faults). An onRequest hook, after CORS (so a faulted
 * answer still reaches the browser) and before parsing, validation and auth: the newest fault
 * matching the request's method and path waits `latency_ms`, then answers
 * `{error: {status, message}}` with `status` (or lets the request go on). Never applies to
 * /__dev, /__technician, /docs nor to CORS preflights. In memory, per app instance.
 */
export default fp(
  async (app) => {
    const faults = createFaults(app.config.now)
    // Closing the app cuts pending latencies short, so shutdown never waits up to 30 s.
    const closing = new AbortController()

    app.decorate('faults', faults)
    app.decorateRequest('faultId', undefined)
    app.addHook('preClose', async () => closing.abort())
    app.addHook('onRequest', async (request) => {
      const fault = faults.take(request.method, pathOf(request))
      if (!fault) return
      request.faultId = fault.id
      if (fault.latency_ms) {
        await sleep(fault.latency_ms, undefined, { signal: closing.signal }).catch(() => undefined)
      }
      if (fault.status !== undefined) throw new HttpProblem(fault.status, fault.message)
    })
  },
  {
    name: 'faults',
    dependencies: ['errors', 'journal', '@fastify/cors'],
    decorators: { fastify: ['config'] },
  },
)
