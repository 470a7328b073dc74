import type { DocumentsRecord, ExchangePerson, Metadata } from '@censo/contracts'
import { act, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { documentsRecord, sampleDocuments } from '@censo/fixtures/samples/documents'
import { sampleProfile } from '@censo/fixtures/samples/profile'
import { mockFetch, type MockRoute } from '@/test/fetch'
import { PF_ID, social } from './test-wire'
import { STEPS } from './steps'
import { COURSES, stepRoutes } from './test-routes'
import { personToken } from '@/test/jwt'
import { entity, metaAnswer, metadata } from '@/test/metadata'

/** Shared data and server of the wizard's component tests. */

export { PF_ID, social } from './test-wire'

export const AUTHOR_ID = 901
/** CONCLUIR's calls (census-wizard §4): the case sent, then its status read. */
export const FINALIZE = '/recad/v1/higienize-segurado/'
export const CASE_STATUS = `/recad/v1/higienize-segurado/${PF_ID}/`
/** The CONCLUIR question of `wizardMetadata()`. */
export const CONCLUIR_TEXT = 'Declaro que as informações são verdadeiras. Deseja concluir?'
export const EXCHANGE = '/social/v1/pessoa-fisica/exchange/'
export const PATCH_PROFILE = `/social/v1/pessoa-fisica/perfil/${PF_ID}/`
export const PUT_PNE = `/social/v1/pessoa-fisica/pne/${PF_ID}/`
export const PUT_RACA = `/social/v1/pessoa-fisica/raca-cor/${PF_ID}/`
export { COURSES } from './test-routes'

const option = (value: string, label = value) => ({ value, label })

/** Recife-like: documents 1, 2, 3, 4 and 7 required; small reference lists. */
export function wizardMetadata(required: number[] = [1, 2, 3, 4, 7]): Metadata {
  const base = metadata()
  return {
    ...base,
    censo_domain: {
      recife: entity('Recife', {
        requisitos: {
          documentos: required,
          contatos: ['telefones'],
          imagens: { obrigatorios: [], opcionais: [], por_categoria: {} },
        },
      }),
    },
    profile_text: 'Os campos em amarelo só mudam no instituto.',
    listas: {
      ...base.listas,
      ufs: [option('PE', 'Pernambuco'), option('PB', 'Paraíba')],
      orgaos_emissores: [option('SDS', 'SDS - Secretaria de Defesa Social'), option('SSP')],
      deficiencias: [
        option('fisica', 'Deficiência física'),
        option('visual', 'Deficiência visual'),
      ],
      categorias_cnh: [option('B', 'Categoria B'), option('AB', 'Categoria AB')],
      escolaridades: [option('e4mdcp', 'Ensino médio completo'), option('e6spcp', 'Superior')],
      estados_civis: [option('a1s8lt', 'Solteiro(a)'), option('t5f9wm', 'Casado(a)')],
      etnias: [option('1', 'Branca'), option('3', 'Parda'), option('5', 'Indígena')],
      categorias: [
        option('1', 'Servidor ativo'),
        option('2', 'Aposentado'),
        option('3', 'Pensionista'),
      ],
    },
  }
}

/** `wizardMetadata` with these reference lists added or replaced. */
export function metadataWithLists(listas: Partial<Metadata['listas']>): Metadata {
  const base = wizardMetadata()
  return { ...base, listas: { ...base.listas, ...listas } }
}

/** The sample woman's documents: none. */
export const noDocuments: DocumentsRecord = documentsRecord(sampleProfile.cpf)

/** Every document Recife requires of the woman of `person()` (1, 2, 3 and 4). */
export const completeDocuments: DocumentsRecord = documentsRecord(sampleProfile.cpf, {
  rg: sampleDocuments.rg,
  ppn: sampleDocuments.ppn,
  cnh: sampleDocuments.cnh,
  titulo_eleitor: sampleDocuments.titulo_eleitor,
})

/** The person record: the complete sample profile of a woman of 58, without documents. */
export function person(change: Partial<ExchangePerson> = {}): ExchangePerson {
  return {
    pf_id: PF_ID,
    ...sampleProfile,
    foto_url: null,
    documentos: noDocuments,
    ...change,
  }
}

/** The answer of a social write (who and when). */
export const saved = social({ pf_id: PF_ID, data_hora: '2026-11-20T12:00:00.000Z' })

/**
 * One exchange answer serves every caller: each picks its pf_id and the fields it asked for
 * (the profile, the documents, the header and the author block).
 */
export const exchangeRoute = (record: ExchangePerson): MockRoute => ({
  method: 'POST',
  path: EXCHANGE,
  body: social({
    [String(PF_ID)]: record,
    [String(AUTHOR_ID)]: { pf_id: AUTHOR_ID, nome: 'Carlos Alberto Nunes', foto_url: null },
  }),
})

export function wizardServer(record: ExchangePerson = person(), ...routes: MockRoute[]) {
  localStorage.setItem('token', personToken({ pfid: PF_ID, oid: 'Recife-oid-test' }))
  localStorage.setItem('selectedMunicipio', 'recife')
  act(() => toast.clear())
  return mockFetch([
    { path: '/meta/v2/data/censo/', body: metaAnswer(wizardMetadata()) },
    { path: `/recad/v1/higienize-segurado/${PF_ID}/`, status: 404, body: { error: {} } },
    exchangeRoute(record),
    { path: COURSES, body: social(record.documentos?.cursos ?? []) },
    ...stepRoutes,
    { method: 'PATCH', path: PATCH_PROFILE, body: saved },
    { method: 'PUT', path: PUT_PNE, body: saved },
    { method: 'PUT', path: PUT_RACA, body: saved },
    ...['identidade', 'ppn', 'cnh', 'titulo-eleitor', 'cert', 'cart-class', 'res'].map((path) => ({
      method: 'POST',
      path: `/social/v1/pessoa-fisica/${path}/`,
      body: saved,
    })),
    ...routes,
  ])
}

/** What every alert of the page says at once: '' when none says anything (toasts included). */
export const alertsSay = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent)
    .join('')

/** The active step's heading (level 2) — the frame focuses it when the step changes. */
export const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name })
export const nextButton = () => screen.getByRole('button', { name: 'Próximo' })
export const previousButton = () => screen.getByRole('button', { name: 'Anterior' })

/** The active step's heading: its title, then "(etapa atual)" for screen readers. */
const activeHeadingName = (step: number) => new RegExp(`^${STEPS[step]?.title} \\(etapa atual\\)`)
const activeHeading = (step: number) => stepHeading(activeHeadingName(step))
const activeHeadingNow = (step: number) =>
  screen.getByRole('heading', { level: 2, name: activeHeadingName(step) })

/**
 * With /Censo/ rendered, goes on with Próximo until step `to` is active (the steps before it
 * complete); a returning person's wizard may open there already (docs/decisions/022).
 */
export async function goToStep(user: UserEvent, to: number): Promise<HTMLElement> {
  // The clock runs as usual (a test that fakes it first keeps its own), and jumps past the
  // wizard's pauses (spec §4, §9) instead of living through them: each test of those pauses
  // checks them with its own clock.
  if (!vi.isFakeTimers()) vi.useFakeTimers({ shouldAdvanceTime: true })
  const current = await screen.findByRole('heading', { level: 2, name: /\(etapa atual\)$/ })
  let at = STEPS.findIndex(({ title }) => current.textContent?.startsWith(`${title} (`))
  while (at < to) {
    await hurried(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    await user.click(nextButton())
    at += 1
    await hurried(() => expect(activeHeadingNow(at)).toBeTruthy())
  }
  return activeHeading(to)
}

/** Waits for `check` to pass, moving the (fake) clock on by a quarter second between tries. */
async function hurried(check: () => void): Promise<void> {
  await waitFor(async () => {
    await vi.advanceTimersByTimeAsync(250)
    check()
  })
}
