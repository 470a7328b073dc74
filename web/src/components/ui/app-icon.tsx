/**
 * The app's icon, drawn in the page from the `<symbol id="app-icon">` that the build puts in
 * index.html (public/icon.svg, the favicon: build/inline-app-icon.ts); decorative, beside the
 * app's name. Its size comes from the stylesheet (`.app-icon` where it sits).
 */
export function AppIcon() {
  return (
    <svg className="app-icon" aria-hidden>
      <use href="#app-icon" />
    </svg>
  )
}
