import { identityFields } from '@censo/contracts'
import { insertDependantRequestSchema } from '@censo/contracts/schemas/social/dependants'
import { onlineManager } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast'
import { DATE_FIELD } from '@/components/ui/date-field'
import * as t from '@/text/pt-BR/wizard'
import { dependantsTexts } from '../texts'
import { ruleOf } from '@/features/wizard/field-rules'
import { schemaMaxLength } from '@/features/wizard/schema-rules'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import { useDraft } from '@/features/wizard/drafts/use-draft'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { ChoiceField, CPF_FIELD } from '@/features/wizard/components/fields'
import { useCreateDependant } from '../api/dependants'
import {
  canSaveDependant,
  dependantRules,
  dependantWrites,
  emptyDependant,
  startDateForChild,
  type DependantValues,
} from '../rules'

const text = dependantsTexts
const identity = t.wizard.identity
const RG_MAX_LENGTH = schemaMaxLength(identityFields.pf_rg)
const NOME_MAX_LENGTH = schemaMaxLength(insertDependantRequestSchema.shape.nome)
/** The draft of the add form (docs/decisions/021). */
export const DEPENDANT_DRAFT_KEY = 'dependentes:novo'

/**
 * The add form of step 3 (census-wizard §3 Dependent): SALVAR enabled per §5; Filho with a full
 * birth date copies it into the start date (§4). A failed creation keeps what was typed, stops
 * loading and shows the connection toast (§8).
 */
export function DependantForm({
  onSaved,
}: {
  /** After the save; `queued`: offline, kept on the device to be sent later (ADR 028). */
  onSaved: (nome: string, queued: boolean) => void
}) {
  const { pfId, metadata, today } = useWizard()
  const listas = metadata.listas
  const create = useCreateDependant()
  const dismiss = useDismissSave()
  const rule = (name: keyof DependantValues) =>
    ruleOf((values: DependantValues) => dependantRules(values, today), name)
  const form = useAppForm({
    defaultValues: emptyDependant,
    onSubmit: async ({ value }) => {
      if (!canSaveDependant(value, today)) return
      const nome = value.nome.trim()
      const variables = saveVariables(pfId, dependantWrites(value), `${text.title}: ${nome}`, {
        draft: DEPENDANT_DRAFT_KEY,
        restored: draft.restored,
      })
      if (!onlineManager.isOnline()) {
        // Kept on the device and sent once the connection returns (docs/decisions/028).
        create.mutate(variables)
        draft.clear()
        onSaved(nome, true)
        return
      }
      // What is sent is written first: if the session ends on the way (401, 403), it waits.
      draft.canSend()
      try {
        await create.mutateAsync(variables)
        draft.clear()
        onSaved(nome, false)
      } catch (error) {
        // A refusal: the toast, and what was typed stays for her to correct (no mark stays).
        console.warn('wizard: dependant creation failed', error)
        dismiss(variables)
        // Its draft went when the save was made: what is on screen is kept again.
        draft.canSend()
        toast.error(t.wizard.saveFailure)
      }
    },
  })
  const draft = useDraft(form, { key: DEPENDANT_DRAFT_KEY })
  const canSave = useStore(form.store, (state) => canSaveDependant(state.values, today))
  const busy = useStore(form.store, (state) => state.isSubmitting)
  const copyBirthIfChild = () => {
    const start = startDateForChild(form.state.values, listas.parentescos)
    if (start !== null) form.setFieldValue('inicio', start)
  }

  return (
    <DraftForm
      className="wizard-form dependant-form"
      draft={draft}
      save={{ form, label: text.save, enabled: canSave, hint: text.saveHint }}
      busy={busy}
      retrying={create.isPending && create.failureCount > 0}
    >
      <form.AppField name="nome" validators={rule('nome')}>
        {(field) => (
          <field.TextField label={text.nome} maxLength={NOME_MAX_LENGTH} autoComplete="off" />
        )}
      </form.AppField>
      <form.AppField name="cpf" validators={rule('cpf')}>
        {(field) => <field.TextField label={text.cpf} hint={text.cpfHint} {...CPF_FIELD} />}
      </form.AppField>
      <form.AppField
        name="nascimento"
        validators={rule('nascimento')}
        listeners={{ onChange: copyBirthIfChild }}
      >
        {(field) => <field.TextField label={text.nascimento} {...DATE_FIELD} />}
      </form.AppField>
      <form.AppField name="sexo" validators={rule('sexo')}>
        {() => <ChoiceField label={text.sexo} options={t.wizard.sexos} />}
      </form.AppField>
      <form.AppField
        name="parentesco"
        validators={rule('parentesco')}
        listeners={{ onChange: copyBirthIfChild }}
      >
        {() => <ChoiceField label={text.parentesco} options={listas.parentescos} />}
      </form.AppField>
      <form.AppField name="pne">
        {(field) => (
          <field.SelectField
            label={text.pne}
            options={listas.deficiencias}
            placeholder={text.noPne}
          />
        )}
      </form.AppField>
      <form.AppField name="motivo_inicio" validators={rule('motivo_inicio')}>
        {() => <ChoiceField label={text.motivoInicio} options={text.startReasons} />}
      </form.AppField>
      <form.AppField name="inicio" validators={{ ...rule('inicio'), onChangeListenTo: ['fim'] }}>
        {(field) => <field.TextField label={text.inicio} hint={text.inicioHint} {...DATE_FIELD} />}
      </form.AppField>
      <form.AppField name="motivo_fim">
        {() => <ChoiceField label={text.motivoFim} options={text.endReasons} />}
      </form.AppField>
      <form.AppField name="fim" validators={{ ...rule('fim'), onChangeListenTo: ['inicio'] }}>
        {(field) => <field.TextField label={text.fim} {...DATE_FIELD} />}
      </form.AppField>
      <fieldset>
        <legend>{text.identity}</legend>
        <p className="field-hint">{text.identityHint}</p>
        <form.AppField name="pf_rg">
          {(field) => (
            <field.TextField label={identity.rg} maxLength={RG_MAX_LENGTH} autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name="pf_rg_emissao" validators={rule('pf_rg_emissao')}>
          {(field) => <field.TextField label={identity.emissao} {...DATE_FIELD} />}
        </form.AppField>
        <form.AppField name="pf_rg_uf">
          {() => <ChoiceField label={identity.uf} options={listas.ufs} />}
        </form.AppField>
        <form.AppField name="pf_rg_ent_classe_meta">
          {() => <ChoiceField label={identity.orgao} options={listas.orgaos_emissores} />}
        </form.AppField>
      </fieldset>
    </DraftForm>
  )
}
