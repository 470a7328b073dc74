/**
 * The captcha provider interface (DESIGN §4): a widget reports a token, or null when it expires
 * or is unticked; and its trouble (an error, or the token expired before Entrar), which the login
 * says (access §8 "Captcha error"). To reset it, remount it (change its `key`).
 */
export interface CaptchaProps {
  onToken: (token: string | null) => void
  onTrouble: () => void
}
