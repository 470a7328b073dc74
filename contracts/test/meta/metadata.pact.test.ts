import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { getMetadata } from '../../src/client/meta/metadata'
import {
  anonymousClient,
  clientFor,
  expectStatus,
  given,
  pactWith,
  providerState,
} from '../support'

const { like, eachLike, eachKeyLike, atLeastLike } = MatchersV3
const pact = pactWith('meta-api')
const hasMetadata = providerState('the app censo has metadata')

const text = (example: string) => like(example)
const option = like({ value: 'PE', label: 'Pernambuco' })
const messagesByKey = (key: string, example: string) => eachKeyLike(key, text(example))
const entity = like({
  nome: 'Recife',
  tipo: 'municipio',
  uf: 'PE',
  login_segurado: {
    test: { oid: 'tst-recife', oeid: 'tst-recife-rpps' },
    production: { oid: 'prd-recife', oeid: 'prd-recife-rpps' },
  },
  login_error_messages: messagesByKey('401', 'Os dados informados não conferem'),
  contato: {
    contato_description: 'Central de atendimento',
    numeros: eachLike({ numero: '(81) 3355-0000', telefone: true, whatsapp: false }),
    live_chat: 1,
  },
  documentos_servidores: eachKeyLike('Documentos pessoais', eachLike('RG')),
  decreto_descripition: 'Decreto municipal',
  // A legal group is a text or a list of paragraphs: Pact cannot express the union.
  legal: like({}),
  requisitos: {
    documentos: eachLike(1),
    // An entity may require no contact section (São Luís).
    contatos: atLeastLike('telefones', 0, 1),
    imagens: {
      obrigatorios: eachLike('wa9tia'),
      opcionais: eachLike('cnis'),
      por_categoria: eachKeyLike('1', eachLike('ebdf70')),
    },
  },
})
const metadata = {
  censo_domain: eachKeyLike('recife', entity),
  censo_domain_esp: eachKeyLike(
    'ipsl.localhost',
    like({ ...entity.value, banner: 'http://x/b.svg' }),
  ),
  contatos_censo: { chat: { bot_id: text('bot') } },
  termos_privacidade: { privacidade: text('Privacidade'), termos_uso: text('Termos') },
  challenge_questions_labels: messagesByKey('nome_mae', 'Nome da mãe'),
  login: like({ titulo: 'Recenseamento', subtitulo: 'Entre', termos_label: 'Li' }),
  buttons: messagesByKey('entrar', 'Entrar'),
  profile_text: text('Perfil'),
  concluir_text: text('Concluir'),
  listas: {
    ufs: eachLike(option),
    orgaos_emissores: eachLike(option),
    tipos_logradouro: eachLike(option),
    deficiencias: eachLike(option),
    categorias_cnh: eachLike(option),
    redes_sociais: eachLike(like({ value: 'instagram', label: 'Instagram', url: 'https://x/{}' })),
    parentescos: eachLike(option),
    documentos_dependente: eachLike(option),
    escolaridades: eachLike(option),
    estados_civis: eachLike(option),
    etnias: eachLike(option),
    categorias: eachLike(option),
    tipos_imagem: eachLike(like({ value: 'wa9tia', label: 'Foto', dica: 'Foto de rosto' })),
  },
}

describe('meta API', () => {
  it('answers the metadata item for the app', async () => {
    await given(pact, hasMetadata)
      .uponReceiving('a request for the metadata from a plain host')
      .withRequest('GET', '/v2/data/censo/')
      .willRespondWith(200, (response) => {
        response.jsonBody({ items: eachLike({ key: 'censo', value: metadata }) })
      })
      .executeTest(async (server) => {
        const value = await getMetadata(anonymousClient(server.url), 'censo')
        expect(value.censo_domain.recife?.nome).toBe('Recife')
        expect(value.host).toBeUndefined()
      })
  })

  it('answers the host and its banner for a special host', async () => {
    await given(pact, hasMetadata)
      .uponReceiving('a request for the metadata from the special host ipsl.localhost')
      .withRequest('GET', '/v2/data/censo/', (request) => {
        request.headers({ Origin: 'http://ipsl.localhost:5173' })
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          items: eachLike({
            key: 'censo',
            value: {
              ...metadata,
              host: 'ipsl.localhost',
              censo_domain_banner: like('http://x/b.svg'),
            },
          }),
        })
      })
      .executeTest(async (server) => {
        const http = clientFor(server.url, null, { Origin: 'http://ipsl.localhost:5173' })
        const value = await getMetadata(http, 'censo')
        expect(value.host).toBe('ipsl.localhost')
        expect(value.censo_domain_banner).toBe('http://x/b.svg')
      })
  })

  it('answers 404 for an unknown app', async () => {
    await given(pact, hasMetadata)
      .uponReceiving('a request for the metadata of an unknown app')
      .withRequest('GET', '/v2/data/desconhecido/')
      .willRespondWith(404, (response) => {
        response.jsonBody({ error: { status: 404, message: like('Registro não encontrado') } })
      })
      .executeTest(async (server) => {
        await expectStatus(getMetadata(anonymousClient(server.url), 'desconhecido'), 404)
      })
  })
})
