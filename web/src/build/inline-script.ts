/**
 * A function as an inline `<script>` of index.html, called with `args` (JSON): how the build's
 * plugins run code before the app's JavaScript. The function must stand alone (no imports, no
 * closures): only its source is written. Written as a function rather than a string, it is
 * typechecked, linted and unit-tested like the rest.
 */
export function inlineCall<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  ...args: Args
): string {
  return `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')})`
}
