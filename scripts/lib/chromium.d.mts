/** The browser: CHROMIUM_PATH when set, else Debian's; undefined when neither is there. */
export function chromiumPath(): string | undefined
/** Headless flags on this machine (no sandbox, no GPU, no network of its own). */
export const CHROMIUM_ARGS: string[]
