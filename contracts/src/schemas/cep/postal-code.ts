import * as z from 'zod/mini'
import { cepSchema } from '../social/addresses'

/**
 * GET {cep}/v1/cep/{cep}/ (census-wizard §7 Postal code): where a postal code is. A CEP of a
 * whole city answers without neighbourhood and street (both null); an unknown one is a 404.
 */
export const postalCodeSchema = z.object({
  cep: cepSchema,
  /** The ids (ours: the spec shows the names) go with the address write (§3 bairro_id, cidade_id). */
  cidade: z.object({ cidade: z.string(), cidade_id: z.number() }),
  uf: z.object({ uf_sigla: z.string() }),
  bairro: z.nullable(z.object({ bairro: z.string(), bairro_id: z.nullable(z.number()) })),
  endereco: z.nullable(z.object({ tipo_logradouro: z.string(), logradouro: z.string() })),
})
export type PostalCode = z.infer<typeof postalCodeSchema>
export const postalCodeAnswerSchema = z.object({
  data: z.object({ entidade_cep: postalCodeSchema }),
})

/**
 * What the web reads of a postal code (ADR 024): the spec's city, state, neighbourhood and street;
 * the echoed `cep` and the ids (ours) may be missing, and so may a neighbourhood or street.
 */
export const postalCodeReadSchema = z.object({
  data: z.object({
    entidade_cep: z.object({
      cidade: z.object({ cidade: z.string(), cidade_id: z.optional(z.nullable(z.number())) }),
      uf: z.object({ uf_sigla: z.string() }),
      bairro: z.optional(
        z.nullable(z.object({ bairro: z.string(), bairro_id: z.optional(z.nullable(z.number())) })),
      ),
      endereco: z.optional(
        z.nullable(z.object({ tipo_logradouro: z.string(), logradouro: z.string() })),
      ),
    }),
  }),
})
export type PostalCodeRead = z.infer<typeof postalCodeReadSchema>['data']['entidade_cep']
