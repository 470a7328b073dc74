import { formatCpf, isoToBrDate, type Dependant } from '@censo/contracts'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import '../dependants.css'
import { SavingStatus } from '@/components/ui/saving-status'
import * as t from '@/text/pt-BR/wizard'
import { DeleteIcon } from '@/features/wizard/components/icons'
import { useWizard } from '@/features/wizard/wizard-context'
import { dependantsQueryOptions, useRemoveDependant } from '../api/dependants'
import { discardDraft, hasDraft } from '@/features/wizard/drafts/use-draft'
import { DEPENDANT_DRAFT_KEY, DependantForm } from '../forms/dependant-form'

const text = t.wizard.dependants

/**
 * Step 3 Dependentes (census-wizard §2): the add button (a red Cancel while the form is open),
 * the form, or the cards of the dependants, each with a delete icon.
 */
export function DependantsStep() {
  const { pfId } = useWizard()
  // A dependant typed and not saved opens the form again (docs/decisions/021).
  const [adding, setAdding] = useState(() => hasDraft(DEPENDANT_DRAFT_KEY))
  const [announcement, setAnnouncement] = useState('')
  const formId = useId()

  return (
    <div className="dependants-step">
      <button
        type="button"
        className={`btn ${adding ? 'btn-danger' : 'btn-secondary'}`}
        aria-expanded={adding}
        aria-controls={formId}
        onClick={() => {
          // Cancel: the person chose not to add them, so the draft goes too.
          if (adding) discardDraft(DEPENDANT_DRAFT_KEY)
          setAdding(!adding)
        }}
      >
        {adding ? text.cancel : text.add}
      </button>
      <div id={formId}>
        {adding && (
          <DependantForm
            onSaved={(nome) => {
              setAdding(false)
              setAnnouncement(text.added(nome))
            }}
          />
        )}
      </div>
      {!adding && <DependantList pfId={pfId} announce={setAnnouncement} />}
      <output className="visually-hidden">{announcement}</output>
    </div>
  )
}

function DependantList({ pfId, announce }: { pfId: number; announce: (message: string) => void }) {
  const query = useQuery(dependantsQueryOptions(pfId))
  const remove = useRemoveDependant(pfId)

  if (query.isPending) return <p className="field-hint">{t.wizard.loading}</p>
  if (query.isError) {
    return (
      <div role="alert" className="dependants-failure">
        <p>{text.loadFailure}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t.wizard.retry}
        </button>
      </div>
    )
  }
  if (query.data.length === 0) return <p className="field-hint">{text.empty}</p>
  return (
    <section aria-label={text.list} aria-busy={remove.isPending}>
      <ul className="item-list">
        {query.data.map((dependant) => (
          <li key={dependant.pf_id} className="item-card">
            <div className="item-body">
              <DependantCard dependant={dependant} />
            </div>
            <button
              type="button"
              className="btn btn-icon"
              aria-label={text.remove(dependant.nome)}
              disabled={remove.isPending}
              aria-busy={
                (remove.isPending && remove.variables.pf_id === dependant.pf_id) || undefined
              }
              onClick={() =>
                void remove
                  .mutateAsync(dependant)
                  .then(() => announce(text.removed(dependant.nome)))
              }
            >
              <DeleteIcon />
            </button>
          </li>
        ))}
      </ul>
      <SavingStatus busy={remove.isPending} label={t.common.removing} />
    </section>
  )
}

/** Name, CPF or '(SEM CPF)', birth date and kinship (spec §2). */
function DependantCard({ dependant }: { dependant: Dependant }) {
  const { metadata } = useWizard()
  const kinship = metadata.listas.parentescos.find(
    (option) => option.value === dependant.parentesco,
  )?.label
  return (
    <>
      <p className="item-name">{dependant.nome}</p>
      <dl className="item-details dependant-details">
        <div>
          <dt>{text.card.cpf}</dt>
          <dd>{dependant.cpf ? formatCpf(dependant.cpf) : text.noCpf}</dd>
        </div>
        <div>
          <dt>{text.card.nascimento}</dt>
          <dd>{isoToBrDate(dependant.nascimento)}</dd>
        </div>
        <div>
          <dt>{text.card.parentesco}</dt>
          <dd>{kinship ?? dependant.parentesco ?? ''}</dd>
        </div>
      </dl>
    </>
  )
}
