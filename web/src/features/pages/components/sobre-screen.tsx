import { useState } from 'react'
import { AppIcon } from '@/components/ui/app-icon'
import { ScreenTitle } from '@/components/ui/screen-title'
import { toast } from '@/components/ui/toast'
import { config } from '@/config/env'
import { detectEnvironment } from '@/lib/environment'
import * as t from '@/text/pt-BR/pages'
import { useHoldToTrigger } from '../use-hold-to-trigger'
import { BackButton } from './back-button'

const text = t.pages.sobre

/**
 * Spec §2 "Sobre": icon, version, product name, rights, Voltar. The easter eggs: tapping the
 * team member's name toggles an alias (with a toast); holding the icon for 300 ms shows the
 * technical details of the build.
 */
export function SobreScreen() {
  const [alias, setAlias] = useState(false)
  const version = import.meta.env.APP_VERSION
  const hold = useHoldToTrigger(() =>
    toast.show(text.details(version, detectEnvironment(), config.appId)),
  )
  return (
    <section className="screen screen-narrow about">
      <ScreenTitle>{text.title}</ScreenTitle>
      <button
        type="button"
        className="about-icon"
        aria-label={text.icon}
        aria-describedby="about-hold-hint"
        {...hold}
      >
        <AppIcon />
      </button>
      <p id="about-hold-hint" className="visually-hidden">
        {text.holdHint}
      </p>
      <p className="lead">{text.product}</p>
      <p>{text.version(version)}</p>
      <p>{text.rights}</p>
      <p className="about-team">
        {text.team}{' '}
        <button
          type="button"
          className="btn-inline"
          onClick={() => {
            const next = !alias
            setAlias(next)
            toast.show(next ? text.aliasOn : text.aliasOff)
          }}
        >
          {alias ? text.alias : text.member}
        </button>
      </p>
      <BackButton />
    </section>
  )
}
