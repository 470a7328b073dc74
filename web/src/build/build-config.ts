import path from 'node:path'
import { loadEnv, runnerImport, type ResolvedConfig } from 'vite'
import type { AppConfig, parseEnv } from '@/config/env'

/** What the build plugins need of Vite's resolved config to read the app's own modules. */
export interface BuildSetting {
  root: string
  envDir: string
  mode: string
}

export const buildSettingOf = (config: ResolvedConfig): BuildSetting => ({
  root: config.root,
  envDir: config.envDir || config.root,
  mode: config.mode,
})

/** A module of the app or the workspace (TypeScript included), loaded for the build's mode. */
export async function importForBuild<Module>(
  specifier: string,
  { root, mode }: BuildSetting,
): Promise<Module> {
  const { module } = await runnerImport<Module>(specifier, {
    configFile: false,
    root,
    mode,
    logLevel: 'silent',
  })
  return module
}

/**
 * The build's one check of its VITE_* variables (from `envDir` and the process, for `mode`): a bad
 * one rejects, naming it, and so fails the build; the bundle then trusts them (src/config/env.ts).
 */
export async function checkedBuildConfig(setting: BuildSetting): Promise<AppConfig> {
  const env = await importForBuild<{ parseEnv: typeof parseEnv }>(
    path.join(setting.root, 'src', 'config', 'env.ts'),
    setting,
  )
  return env.parseEnv(loadEnv(setting.mode, setting.envDir, 'VITE_'))
}
