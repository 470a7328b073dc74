import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { SaveKind } from './saves/queued-saves'

/** Reports a step's completeness from its saved data (rendered for every step, always). */
export type CompletenessComponent = ComponentType<{ report: (complete: boolean) => void }>

/**
 * A wizard step, as a module under steps/<step>/ exposes it. The frame shows its `title` in the
 * step list (and names it in the help icon and REVISAR INCONSISTÊNCIAS' hint), renders `Body`
 * while the step is active (with Anterior and Próximo around it), mounts `Completeness` for every
 * step so marks and Próximo follow the saved data; the /Censo/ route's loader calls `prefetch`.
 */
export interface WizardStep {
  /** The step's title (census-wizard §2 Wizard frame), from its texts.ts. */
  title: string
  Body: ComponentType
  Completeness: CompletenessComponent
  /**
   * Everything the step reads, each to be asked for without waiting (spec §4 "load the person
   * data"); the loader starts them one per task (prefetch.ts).
   */
  prefetch: (pfId: number) => readonly StepRead[]
  /**
   * The step's saves that wait on the device while offline and are sent later, in order
   * (saves/queued-saves.ts, docs/decisions/028).
   */
  saves?: readonly SaveKind<never>[]
}

/** One read of a step's data, started in the query cache. */
export type StepRead = (queryClient: QueryClient) => Promise<void>
