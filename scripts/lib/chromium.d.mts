/** The browser: CHROMIUM_PATH when set, else Debian's; undefined when neither is there. */
export function chromiumPath(): string | undefined
/** Debian's chromium-headless-shell. */
export const HEADLESS_SHELL: string
/** The version a Chromium binary reports, or null. */
export function chromiumVersion(path: string): string | null
/** The e2e's browser: the headless shell at the full Chromium's version, else the full one. */
export function e2eChromiumPath(): string | undefined
/** `shell` when it is there at `full`'s version; else `full`. */
export function e2eBrowserOf(full: string | undefined, shell: string): string | undefined
/** Headless flags on this machine (no sandbox, no GPU, no network of its own). */
export const CHROMIUM_ARGS: string[]
