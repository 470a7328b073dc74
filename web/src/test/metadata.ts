import type { Entity, Metadata } from '@censo/contracts'

export function entity(nome: string, overrides: Partial<Entity> = {}): Entity {
  return {
    nome,
    tipo: 'municipio',
    uf: 'PE',
    login_segurado: {
      test: { oid: `${nome}-oid-test`, oeid: `${nome}-oeid-test` },
      production: { oid: `${nome}-oid-prod`, oeid: `${nome}-oeid-prod` },
    },
    login_error_messages: {
      cpf: `CPF inválido para ${nome}`,
      '500': `Serviço de ${nome} indisponível`,
    },
    contato: { contato_description: 'Atendimento', numeros: [], live_chat: 1 },
    documentos_servidores: {},
    decreto_descripition: 'Decreto',
    legal: {},
    requisitos: {
      documentos: [1],
      contatos: ['telefones'],
      imagens: { obrigatorios: [], opcionais: [], por_categoria: {} },
    },
    ...overrides,
  }
}

/** Two entities to choose from; tests derive special-host and single-entity variants. */
export function metadata(overrides: Partial<Metadata> = {}): Metadata {
  return {
    censo_domain: {
      recife: entity('Recife', {
        login_error_messages: {
          cpf: 'O CPF informado é inválido',
          '401': 'Dados não conferem (Recife)',
        },
      }),
      pernambuco: entity('Pernambuco', { tipo: 'estado' }),
    },
    censo_domain_esp: {
      'ipsl.localhost': entity('IPSL São Lourenço', { banner: 'https://files.test/ipsl.png' }),
    },
    contatos_censo: { chat: { bot_id: 'bot' } },
    termos_privacidade: {
      privacidade: 'Primeiro parágrafo da privacidade.\n\nSegundo parágrafo.',
      termos_uso: 'Termo um.\n\nTermo dois.\n\n\nTermo três.',
    },
    challenge_questions_labels: {},
    login: {
      titulo: 'Recenseamento previdenciário',
      subtitulo: 'Informe seus dados para entrar',
      termos_label: 'Li e aceito os termos de uso e a LGPD',
    },
    buttons: {},
    profile_text: '',
    concluir_text: '',
    listas: {
      ufs: [],
      orgaos_emissores: [],
      tipos_logradouro: [],
      deficiencias: [],
      categorias_cnh: [],
      redes_sociais: [],
      parentescos: [],
      documentos_dependente: [],
      escolaridades: [],
      estados_civis: [],
      etnias: [],
      categorias: [],
      tipos_imagem: [],
    },
    ...overrides,
  }
}

/** The meta API answer wrapping a metadata item. */
export function metaAnswer(value: Metadata = metadata()) {
  return { items: [{ key: 'censo', value }] }
}
