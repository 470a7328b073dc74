/** Small inline icons of the wizard; decorative (the text next to them says what they mean). */

const svg = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false }

export function CheckIcon() {
  return (
    <svg {...svg} className="icon icon-check">
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
    </svg>
  )
}

export function ErrorIcon() {
  return (
    <svg {...svg} className="icon icon-error">
      <path
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z"
        fill="currentColor"
      />
    </svg>
  )
}

export function HelpIcon() {
  return (
    <svg {...svg} className="icon icon-help">
      <path
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.07-7.75-.9.92A3.4 3.4 0 0 0 13 15h-2v-.5a4 4 0 0 1 1.17-2.83l1.24-1.26A1.96 1.96 0 0 0 14 9a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0 3.18 3.18 0 0 1-.93 2.25z"
        fill="currentColor"
      />
    </svg>
  )
}

export function PersonIcon({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="icon icon-person"
    >
      <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.15" />
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3.3 0-8 1.7-8 5v1h16v-1c0-3.3-4.7-5-8-5z"
        fill="currentColor"
      />
    </svg>
  )
}

export function DeleteIcon() {
  return (
    <svg {...svg} className="icon icon-delete">
      <path
        d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z"
        fill="currentColor"
      />
    </svg>
  )
}
