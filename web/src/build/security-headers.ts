import { contentSecurityPolicyOf } from './content-security-policy.ts'

/**
 * The security headers of every answer of a production build (docs/decisions/029, issue 39), in
 * one place: the deploy kit's nginx writes them from here (scripts/lib/deploy-kit.mjs, or
 * `node scripts/security-headers.mjs` on a host) and `vite preview` sends the same
 * (preview-headers.ts), so e2e runs behind what a host serves.
 */
export interface SecurityHeader {
  name: string
  value: string
  /** Why it is sent so: a comment in the nginx file. */
  why: string
}

/**
 * Features the app never asks for, denied to every origin (this one included); only names
 * Chromium knows (an unknown one is a console warning on every page).
 */
const DENIED_FEATURES = [
  'microphone',
  'display-capture',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'idle-detection',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'local-fonts',
  'window-management',
  'browsing-topics',
  'otp-credentials',
  'encrypted-media',
  'autoplay',
]

/** The headers whose value does not depend on the build. */
export const FIXED_SECURITY_HEADERS: readonly SecurityHeader[] = [
  {
    name: 'Strict-Transport-Security',
    value: 'max-age=63072000; includeSubDomains',
    why: 'HTTPS only, for two years, subdomains included (browsers ignore it over HTTP).',
  },
  {
    name: 'X-Content-Type-Options',
    value: 'nosniff',
    why: 'Scripts and styles only with their declared type.',
  },
  {
    name: 'Referrer-Policy',
    value: 'same-origin',
    why:
      'No address (with its path and query) sent to other origins; our own pages see it (Voltar ' +
      'goes back to the page a link was followed from: document.referrer).',
  },
  {
    name: 'Cross-Origin-Opener-Policy',
    value: 'same-origin',
    why: 'No window of another site keeps a handle on ours.',
  },
  {
    name: 'Cross-Origin-Resource-Policy',
    value: 'same-origin',
    why: "Our files are not read by other sites' pages.",
  },
  {
    name: 'X-Frame-Options',
    value: 'DENY',
    why: "Never inside a frame (the policy's frame-ancestors 'none' says it to newer browsers).",
  },
  {
    name: 'Permissions-Policy',
    value: [
      'camera=(self)',
      'geolocation=(self)',
      ...DENIED_FEATURES.map((feature) => `${feature}=()`),
    ].join(', '),
    why:
      "Only the camera (step 6's photos) and geolocation (the wizard's location question), for " +
      'this origin; the rest a page could ask for is denied. Left at their defaults (this origin ' +
      'only): publickey-credentials-get/create (WebAuthn, /Biometria/), fullscreen and ' +
      "picture-in-picture (the tutorial videos' own controls).",
  },
]

/** Every security header of the build in `dist` as configured now: the fixed ones and its policy. */
export function securityHeadersOf(dist: string): SecurityHeader[] {
  return [
    ...FIXED_SECURITY_HEADERS,
    {
      name: 'Content-Security-Policy',
      value: contentSecurityPolicyOf(dist),
      why:
        "The build's, as configured: scripts and styles from the site and the SHA-256 of its " +
        'inline ones, requests and images to the configured hosts, no frame, Trusted Types.',
    },
  ]
}

/** A value nginx takes between double quotes (where `"` would end it and `$` read a variable). */
function quoted(header: SecurityHeader): string {
  if (/["$\\\n]/.test(header.value)) {
    throw new Error(`${header.name} has a character nginx cannot take: ${header.value}`)
  }
  return `"${header.value}"`
}

/** `text` as nginx comment lines of at most 100 characters. */
function comment(text: string): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= 100)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(`# ${word}`)
  }
  return lines
}

/**
 * The nginx lines sending `headers` on every answer (`always`: errors and redirects too), each
 * under its reason; the kit's site.conf includes them in each server and location.
 */
export function nginxSecurityHeaders(headers: readonly SecurityHeader[]): string {
  const lines = [
    '# Security headers of every answer, written from web/src/build/security-headers.ts for one',
    '# build as configured (docs/decisions/029). Nobody edits this file by hand: write it again.',
  ]
  for (const header of headers) {
    lines.push('', ...comment(header.why), `add_header ${header.name} ${quoted(header)} always;`)
  }
  return `${lines.join('\n')}\n`
}
