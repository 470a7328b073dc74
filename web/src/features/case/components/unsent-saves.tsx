import { useMutationState, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import * as t from '@/text/pt-BR/case'

const SAVES = ['wizard', 'save']

const labelOf = (variables: unknown): string => {
  const label: unknown = Reflect.get(Object(variables), 'label')
  return typeof label === 'string' ? label : ''
}

/**
 * The wizard's saves that waited on the device and were refused when they were sent (the case
 * was locked meanwhile, docs/decisions/028): /Status/ says which, so no change is lost silently,
 * until Entendi.
 */
export function UnsentSaves() {
  const queryClient = useQueryClient()
  const headingId = useId()
  const refused = useMutationState({
    filters: { mutationKey: SAVES, status: 'error' },
    select: (mutation) => ({ id: mutation.mutationId, label: labelOf(mutation.state.variables) }),
  })
  if (refused.length === 0) return null
  const dismiss = () => {
    const cache = queryClient.getMutationCache()
    for (const mutation of cache.findAll({ mutationKey: SAVES, status: 'error' })) {
      cache.remove(mutation)
    }
  }
  return (
    <section className="unsent-saves" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.case.unsent.title}</h2>
      <p>{t.case.unsent.text}</p>
      <ul>
        {refused.map((save) => (
          <li key={save.id}>{save.label}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary" onClick={dismiss}>
        {t.case.unsent.dismiss}
      </button>
    </section>
  )
}
