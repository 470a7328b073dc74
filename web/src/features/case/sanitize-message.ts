import DOMPurify, { type Config } from 'dompurify'

/**
 * The technician's message is HTML from the server (spec /Review/): it is rendered only after
 * DOMPurify keeps what a formatted text needs. No script, style, form, frame, image or SVG;
 * no event handler, style or data attribute; links only to http(s), mailto, tel, this app's
 * paths and anchors (so no javascript: or data: URL). Removed wrappers keep their text (an
 * <h1> becomes its words: the screen has one h1), except script-like content, which goes whole.
 */
const MESSAGE_CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan', 'scope'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
}

/**
 * Safe HTML for the review screen ('' when nothing readable is left): a TrustedHTML of DOMPurify's
 * own policy where the browser has Trusted Types (docs/decisions/029), which React puts in the
 * page as it is; a string elsewhere.
 */
export function sanitizeMessage(html: string | null | undefined): TrustedHTML | string {
  const text = html?.trim()
  if (!text) return ''
  const clean = DOMPurify.sanitize(text, { ...MESSAGE_CONFIG, RETURN_TRUSTED_TYPE: true })
  // TrustedHTML's toString is its HTML (the Trusted Types spec; the DOM's types do not say so).
  // oxlint-disable-next-line typescript/no-base-to-string
  return clean.toString().trim() ? clean : ''
}
