// Vite's (and so Vitest's) import of every module a pattern matches; the tests that find their
// cases by folder use it (the bad-input examples).
interface ImportMeta {
  glob<Module>(pattern: string, options: { eager: true }): Record<string, Module>
}
