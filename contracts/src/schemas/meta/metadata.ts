import * as z from 'zod/mini'

/** Which contact sections an entity may require (census-wizard §5); the wizard lists them. */
export const contactSectionSchema = z.enum(['telefones', 'emails', 'enderecos', 'redes_social'])
export type ContactSection = z.infer<typeof contactSectionSchema>

/**
 * The metadata's schema, built on first use (`z.lazy` below): its hundred or so parts are the
 * largest set of schemas the web's first download holds, and building them as the module loads
 * was a cheap phone's longest task at start-up (issue 22, docs/decisions/025).
 */
function buildMetadataSchema() {
  const text = z.string()

  const optionSchema = z.object({ value: z.string(), label: z.string() })

  const contactNumberSchema = z.object({
    numero: text,
    telefone: z.boolean(),
    whatsapp: z.boolean(),
  })

  const entityContactSchema = z.object({
    contato_description: text,
    numeros: z.array(contactNumberSchema),
    /** 0 hides and removes the live chat widget. */
    live_chat: z.union([z.literal(0), z.literal(1)]),
  })

  const loginIdsSchema = z.object({ oid: z.string(), oeid: z.string() })

  /** Which wizard items are mandatory for an entity (census-wizard §4, §5). */
  const requirementsSchema = z.object({
    /** Step 1 documents, numbered 1 to 8 in the accordion order. */
    documentos: z.array(z.number().check(z.int(), z.gte(1), z.lte(8))),
    contatos: z.array(contactSectionSchema),
    imagens: z.object({
      obrigatorios: z.array(z.string()),
      opcionais: z.array(z.string()),
      por_categoria: z.record(z.string(), z.array(z.string())),
    }),
  })

  const entitySchema = z.object({
    nome: text,
    /** Ours (ADR 002), not read by the web: a backend may leave it out. */
    tipo: z.optional(z.enum(['municipio', 'estado'])),
    /** Ours (ADR 002), not read by the web: a backend may leave it out. */
    uf: z.optional(z.string().check(z.length(2))),
    /** Login ids per environment (spec §9: test and production differ). */
    login_segurado: z.object({ test: loginIdsSchema, production: loginIdsSchema }),
    /** Messages by HTTP status of the login ("401", "404", …) and "cpf" for an invalid CPF. */
    login_error_messages: z.record(z.string(), text),
    contato: entityContactSchema,
    documentos_servidores: z.record(z.string(), z.array(text)),
    decreto_descripition: text,
    legal: z.record(z.string(), z.union([text, z.array(text)])),
    requisitos: requirementsSchema,
    banner: z.optional(text),
  })

  const imageTypeSchema = z.object({ value: z.string(), label: z.string(), dica: text })

  /** Reference lists used by the wizard steps (census-wizard §9). */
  const referenceListsSchema = z.object({
    ufs: z.array(optionSchema),
    orgaos_emissores: z.array(optionSchema),
    tipos_logradouro: z.array(optionSchema),
    deficiencias: z.array(optionSchema),
    categorias_cnh: z.array(optionSchema),
    redes_sociais: z.array(z.object({ value: z.string(), label: z.string(), url: z.string() })),
    parentescos: z.array(optionSchema),
    documentos_dependente: z.array(optionSchema),
    escolaridades: z.array(optionSchema),
    estados_civis: z.array(optionSchema),
    etnias: z.array(optionSchema),
    categorias: z.array(optionSchema),
    tipos_imagem: z.array(imageTypeSchema),
  })

  return z.object({
    /** Entities keyed by entity id (the value kept as selectedMunicipio). */
    censo_domain: z.record(z.string(), entitySchema),
    /** Special-host entities keyed by host. */
    censo_domain_esp: z.record(z.string(), entitySchema),
    /** Present only when the request came from a special host. */
    host: z.optional(z.string()),
    censo_domain_banner: z.optional(z.string()),
    contatos_censo: z.object({ chat: z.object({ bot_id: z.string() }) }),
    termos_privacidade: z.object({ privacidade: text, termos_uso: text }),
    challenge_questions_labels: z.record(z.string(), text),
    login: z.object({ titulo: text, subtitulo: text, termos_label: text }),
    /** Listed by the spec (access §3) but not read by the web: a backend may leave it out. */
    buttons: z.optional(z.record(z.string(), text)),
    profile_text: text,
    concluir_text: text,
    listas: referenceListsSchema,
  })
}

export const metadataSchema = z.lazy(buildMetadataSchema)
export type Metadata = z.infer<typeof metadataSchema>
export type Entity = Metadata['censo_domain'][string]
export type Requirements = Entity['requisitos']
export type ReferenceLists = Metadata['listas']
export type Option = ReferenceLists['ufs'][number]

/** GET {meta}/v2/data/{app id}/ — "item value under the metadata items". */
export const metaAnswerSchema = z.object({
  /** The web reads the first item's value; the key is the provider's. */
  items: z.array(z.object({ key: z.optional(z.string()), value: metadataSchema })),
})
export type MetaAnswer = z.infer<typeof metaAnswerSchema>

/** The metadata an answer holds: its first item's value. */
export function metadataOfAnswer(answer: MetaAnswer): Metadata {
  const item = answer.items[0]
  if (!item) throw new Error('metadata answer has no items')
  return item.value
}
