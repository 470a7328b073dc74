import type { NetworkIcon as Icon } from '../rules'

const svg = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** Outline marks of the configured networks; tiktok and unknown networks get a hashtag (§3). */
const shapes: Record<Icon, React.ReactNode> = {
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15 8h-1.5A1.5 1.5 0 0 0 12 9.5V21M9.5 13H15" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4 4 20" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7h.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  hashtag: <path d="M5 9h14M5 15h14M10 3 8 21M16 3l-2 18" />,
}

export function NetworkIcon({ icon }: { icon: Icon }) {
  return (
    <svg {...svg} className={`icon icon-network icon-${icon}`}>
      {shapes[icon]}
    </svg>
  )
}
