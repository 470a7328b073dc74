/**
 * The captcha provider interface (DESIGN §4): a widget reports a token, or null when it expires
 * or is unticked. To reset it, remount it (change its `key`).
 */
export interface CaptchaProps {
  onToken: (token: string | null) => void
}
