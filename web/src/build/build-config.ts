import path from 'node:path'
import { loadEnv, runnerImport, type Plugin, type ResolvedConfig } from 'vite'
import type { AppConfig, parseEnv } from '@/config/parse-env'
import { SERVED_CONFIG_ID, servedConfigText } from '../config/served-config.ts'

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
    path.join(setting.root, 'src', 'config', 'parse-env.ts'),
    setting,
  )
  return env.parseEnv(loadEnv(setting.mode, setting.envDir, 'VITE_'))
}

/**
 * The checked configuration of the production build (docs/decisions/029): written into every HTML
 * page as its served configuration (src/config/served-config.ts, the defaults a deploy rewrites),
 * and given to the build's render of the first frames as a constant (`__CENSO_APP_CONFIG__`,
 * src/config/env.ts). The bundle carries neither the variables' defaults nor the code that
 * applies them, part of the first download of every page (docs/decisions/007).
 */
export function appConfigPlugin(): Plugin {
  let config: AppConfig | undefined
  return {
    name: 'censo-app-config',
    // The production build, and the prerender's server of the same mode (prerender-worker.mjs).
    apply: (_config, { mode }) => mode === 'production',
    async config(userConfig, { mode }) {
      const root = path.resolve(userConfig.root ?? process.cwd())
      const envDir = userConfig.envDir ? path.resolve(root, userConfig.envDir) : root
      config = await checkedBuildConfig({ root, envDir, mode })
      return { define: { __CENSO_APP_CONFIG__: JSON.stringify(config) } }
    },
    transformIndexHtml() {
      if (!config) throw new Error('app-config: the page was written before the config')
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: SERVED_CONFIG_ID },
          children: servedConfigText(config),
          // Before the inline scripts that read it (metadata-preload.ts, route-preload.ts).
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}
