/**
 * Inline SVG icons (no icon font, no library). Give `label` when the icon alone carries meaning:
 * it becomes role="img" with that accessible name; without it the icon is decorative.
 */
function Icon({ label, path }: { label?: string | undefined; path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      focusable="false"
      className="icon"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path fill="currentColor" d={path} />
    </svg>
  )
}

export const PhoneIcon = ({ label }: { label?: string }) => (
  <Icon
    label={label}
    path="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.3 1z"
  />
)

export const WhatsAppIcon = ({ label }: { label?: string }) => (
  <Icon
    label={label}
    path="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1.1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2z"
  />
)

export const AndroidIcon = () => (
  <Icon path="M17.6 9.5l1.8-3.2c.2-.3 0-.7-.3-.9-.3-.1-.6 0-.8.3l-1.9 3.2a11.4 11.4 0 0 0-8.9 0L5.6 5.7c-.2-.3-.6-.4-.9-.2-.3.2-.4.5-.2.8l1.8 3.2A10.6 10.6 0 0 0 1 18h22c-.3-3.6-2.3-6.8-5.4-8.5zM7 15.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm10 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z" />
)

export const AppleIcon = () => (
  <Icon path="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-3.7zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
)

export const CheckIcon = () => <Icon path="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />

export const ChevronIcon = () => <Icon path="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
