import { formatCpf, isoToBrDate, type Dependant } from '@censo/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import '../dependants.css'
import { dependantsTexts } from '../texts'
import { ItemList } from '@/features/wizard/components/item-list'
import { useWizard } from '@/features/wizard/wizard-context'
import { DEPENDANT_ADD, DEPENDANT_REMOVE, dependantsQueryOptions } from '../api/dependants'
import { cardOf, type DependantWrites } from '../rules'
import { useQueuedRemoval } from '@/features/wizard/saves/use-queued-removal'
import { useShownItems } from '@/features/wizard/saves/use-shown-items'
import * as t from '@/text/pt-BR/wizard'
import { DEPENDANT_DRAFT_KEY, DependantForm } from '../forms/dependant-form'

const text = dependantsTexts

/**
 * Step 3 Dependentes (census-wizard §2): the add button (a red Cancel while the form is open),
 * the form, or the cards of the dependants, each with a delete icon that removes at once (ADR 016).
 */
export function DependantsStep() {
  const { pfId } = useWizard()
  const query = useQuery(dependantsQueryOptions(pfId))
  const remove = useQueuedRemoval(
    DEPENDANT_REMOVE,
    (dependant: Dependant) => dependant,
    (dependant) => text.remove(dependant.nome),
  )
  // Creations and removals not yet sent show on the cards (docs/decisions/028).
  const { items, markOf } = useShownItems<Dependant, DependantWrites, Dependant>({
    saved: query.data ?? [],
    addKind: DEPENDANT_ADD,
    removeKind: DEPENDANT_REMOVE,
    idOf: (dependant) => dependant.pf_id,
    itemOf: (writes, id) => cardOf(id, writes),
    removedId: (dependant) => dependant.pf_id,
    failure: t.wizard.saveFailure,
  })
  const [announcement, setAnnouncement] = useState('')

  return (
    <div className="dependants-step">
      <ItemList
        query={{ ...query, data: query.data && items }}
        markOf={markOf}
        loadFailure={text.loadFailure}
        label={text.list}
        addAbove
        keyOf={(dependant) => dependant.pf_id}
        nameOf={(dependant) => dependant.nome}
        renderItem={(dependant) => <DependantCard dependant={dependant} />}
        texts={text}
        removal={{ mutation: remove }}
        draftKey={DEPENDANT_DRAFT_KEY}
        renderForm={(saved) => (
          <DependantForm
            onSaved={(nome, queued) =>
              saved(queued ? t.wizard.saves.queued(nome) : text.added(nome))
            }
          />
        )}
        announce={setAnnouncement}
      />
      <output className="visually-hidden">{announcement}</output>
    </div>
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
