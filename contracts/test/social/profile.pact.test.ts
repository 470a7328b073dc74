import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as profile from '../../src/client/social/profile'
import {
  example,
  expectStatus,
  given,
  pactWith,
  personClient,
  sdkCall,
  withOtherPersonsCpf,
} from '../support'
import { errorAnswer, exchangeAnswer, personPath, photoExample, sends, signedPhoto } from '../wire'
import { withCase } from '../recad/cases'
import { author, documentInfo, record, saved, withWizardRecord, wizardExchange } from './record'

/** The census wizard's step 0 on the social API (merged into censo-web-social-api.json). */

const { like, regex } = MatchersV3
const pact = pactWith('social-api')

describe('social API: the profile of the wizard (exchange by field list)', () => {
  it('reads the profile of step 0 with the photo at width 250', async () => {
    const options = { fields: [...profile.PROFILE_FIELDS], foto: profile.PROFILE_PHOTO }
    await wizardExchange(pact, 'an exchange for the profile of the wizard', example.pfId, options)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          exchangeAnswer(example.pfId, {
            nome: like('Maria da Silva'),
            nome_social: null,
            cpf: example.cpf,
            nascimento: example.nascimento,
            sexo: 'f6rj36',
            genero: '1',
            orientacao_sexual: null,
            filiacao: [
              { pf_filiacao_tipo: 'M', pf_filiacao_nome: like(record.nome_mae) },
              { pf_filiacao_tipo: 'P', pf_filiacao_nome: like(record.nome_pai) },
            ],
            obito: null,
            estado_civil: like(record.estado_civil),
            escolaridade: like(record.escolaridade),
            bio: { raca_cor: like(record.etnia) },
            pne: {
              pf_pne: like('fisica'),
              pf_pne_grau: like('LEVE'),
              pf_pne_data: like('2015-06-01'),
            },
            pf_cpf_valid: false,
            foto_url: regex(signedPhoto(250), photoExample(910001, 250)),
            document_info: documentInfo,
          }),
        ),
      )
      .executeTest(async (server) => {
        const person = await profile.readProfile(personClient(server.url), example.pfId)
        expect(person.filiacao).toHaveLength(2)
        expect(person.pne?.pf_pne_grau).toBe('LEVE')
        expect(person.document_info?.perfil?.uupfid).toBe(author.pf_id)
      })
  })

  it('reads name and 32 px photo of the last editor by uupfid', async () => {
    const options = { fields: [...profile.AUTHOR_FIELDS], foto: profile.AUTHOR_PHOTO }
    await wizardExchange(
      pact,
      'an exchange for the author of a part of the record',
      author.pf_id,
      options,
    )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          exchangeAnswer(author.pf_id, {
            nome: like(author.nome),
            foto_url: regex(signedPhoto(32), photoExample(901, 32)),
          }),
        ),
      )
      .executeTest(async (server) => {
        const person = await profile.readAuthor(personClient(server.url), author.pf_id)
        expect(person.nome).toBe(author.nome)
      })
  })
})

const patch = {
  cpf: example.cpf,
  nome: 'Maria da Silva',
  nome_social: 'Mari',
  nascimento: example.nascimento,
  filiacao: [
    { pf_filiacao_tipo: 'M' as const, pf_filiacao_nome: 'Luzia da Silva' },
    { pf_filiacao_tipo: 'P' as const, pf_filiacao_nome: 'Severino da Silva' },
  ],
  sexo: 'f6rj36' as const,
  genero: '1' as const,
  orientacao_sexual: '5' as const,
  escol: 'e6spcp',
  est_civil: 't5f9wm',
}
const profilePath = personPath((pfId) => `/v1/pessoa-fisica/perfil/${pfId}/`)

/** The three writes of step 0, each with its SDK call (the profile's pf_id in the path). */
const profileWrites = [
  {
    test: 'patches the profile',
    description: 'a profile patch',
    method: 'PATCH',
    path: profilePath,
    ...sdkCall(patch, (http, body) => profile.patchProfile(http, example.pfId, body)),
  },
  {
    test: 'puts the disability with the degree prefixed PCD_',
    description: 'a disability write',
    method: 'PUT',
    path: personPath((pfId) => `/v1/pessoa-fisica/pne/${pfId}/`),
    ...sdkCall(
      { pf_pne: 'visual', pf_pne_data: '2016-01-02', pf_pne_grau: 'PCD_LEVE' },
      (http, body) => profile.putDisability(http, example.pfId, body),
    ),
  },
  {
    test: 'puts the colour/race',
    description: 'a colour/race write',
    method: 'PUT',
    path: personPath((pfId) => `/v1/pessoa-fisica/raca-cor/${pfId}/`),
    ...sdkCall({ pf_racacor: '5' }, (http, body) => profile.putEthnicity(http, example.pfId, body)),
  },
]

describe('social API: profile writes (step 0)', () => {
  for (const { test, description, method, path, body, run } of profileWrites) {
    it(test, async () => {
      await given(pact, withWizardRecord)
        .uponReceiving(description)
        .withRequest(method, path, sends(body))
        .willRespondWith(200, (response) => response.jsonBody(saved))
        .executeTest(async (server) => {
          await expect(run(personClient(server.url))).resolves.toBeUndefined()
        })
    })
  }

  it("answers 400 naming cpf for another person's CPF", async () => {
    const taken = '11144477735'
    await given(pact, withOtherPersonsCpf(taken))
      .uponReceiving("a profile patch with another person's CPF")
      .withRequest('PATCH', profilePath, sends({ cpf: taken }))
      .willRespondWith(400, errorAnswer(400, ['cpf']))
      .executeTest(async (server) => {
        const error = await profile
          .patchProfile(personClient(server.url), example.pfId, { cpf: taken })
          .catch((caught: unknown) => caught)
        expect(error).toMatchObject({
          response: { status: 400 },
          data: { error: { fields: ['cpf'] } },
        })
      })
  })

  it('answers 405 while the case is locked', async () => {
    await given(pact, withCase('locked'))
      .uponReceiving('a profile patch while the case is locked')
      .withRequest('PATCH', profilePath, sends(patch))
      .willRespondWith(405, errorAnswer(405))
      .executeTest(async (server) => {
        await expectStatus(profile.patchProfile(personClient(server.url), example.pfId, patch), 405)
      })
  })
})
