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

/** Safe HTML for the review screen (an empty string when nothing readable is left). */
export function sanitizeMessage(html: string | null | undefined): string {
  if (!html) return ''
  return DOMPurify.sanitize(html, MESSAGE_CONFIG).trim()
}
