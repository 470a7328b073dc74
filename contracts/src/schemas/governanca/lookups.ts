import * as z from 'zod/mini'
import { envelope } from '../common'

/**
 * The governança API's lookups (census-wizard §3 Governance lookups, §7): the names of the job
 * titles and units an employment record points to (step 4 shows them disabled).
 */

export const cargoSchema = z.object({ cargo_id: z.number().check(z.int()), cargo: z.string() })
export type Cargo = z.infer<typeof cargoSchema>
export const lotacaoSchema = z.object({
  lotacao_id: z.number().check(z.int()),
  lotacao: z.string(),
})
export type Lotacao = z.infer<typeof lotacaoSchema>

/** GET {governanca}/v1/cargo/ — the entity's job titles. */
export const cargosAnswerSchema = envelope('GovernancaAPI', z.array(cargoSchema))
/** GET {governanca}/v1/lotacao/ — the entity's units. */
export const lotacoesAnswerSchema = envelope('GovernancaAPI', z.array(lotacaoSchema))
