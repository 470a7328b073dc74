import { config, type AppConfig } from '@/config/env'
import { SERVED_CONFIG_ID, servedConfigText } from '@/config/served-config'

/** The page as served with `served` (the element the build and the deploy write); undo with `.remove()`. */
export function servedWith(served: AppConfig = config): HTMLScriptElement {
  document.getElementById(SERVED_CONFIG_ID)?.remove()
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = SERVED_CONFIG_ID
  element.textContent = servedConfigText(served)
  document.head.append(element)
  return element
}
