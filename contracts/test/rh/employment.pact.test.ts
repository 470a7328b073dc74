import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as rh from '../../src/client/rh/employment'
import { example, expectStatus, pactWith, personClient } from '../support'
import { errorBody, personRead, sends, socialAnswer } from '../wire'
import {
  active,
  aid,
  extras,
  instituidor,
  onLoanWithoutMatricula,
  pension,
  PENSION_STATE,
  recordState,
  retired,
  rhAnswer,
  saved,
  SERVIDOR,
  withRecords,
} from './records'

const { like, eachLike } = MatchersV3
const pact = pactWith('rh-api')

describe('RH API: employment records (step 4)', () => {
  it("lists the person's records", async () => {
    await pact
      .addInteraction()
      .given(recordState, withRecords([active]))
      .uponReceiving('a request for the records of the person')
      .withRequest('GET', `/v1/servidor/pessoa/${example.pfId}/`, personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          rhAnswer(
            eachLike({
              servidor_id: like(SERVIDOR),
              categoria_cod: like(1),
              pf_id: like(example.pfId),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const refs = await rh.listServidores(personClient(server.url), example.pfId)
        expect(refs[0]?.servidor_id).toBe(SERVIDOR)
      })
  })

  it('reads whole records through the exchange', async () => {
    await pact
      .addInteraction()
      .given(recordState, withRecords([retired]))
      .uponReceiving('an exchange of a retiree record')
      .withRequest('POST', '/v1/servidor/exchange/', sends({ servidor_ids: [SERVIDOR] }))
      .willRespondWith(200, (response) =>
        response.jsonBody(rhAnswer(eachLike(like({ ...retired, instituidor: null })))),
      )
      .executeTest(async (server) => {
        const [record] = await rh.exchangeServidores(personClient(server.url), [SERVIDOR])
        expect(record?.beneficio?.regra).toBe('idade_tempo')
      })
  })

  it("reads a pension record with its instituidor's data", async () => {
    await pact
      .addInteraction()
      .given(PENSION_STATE, { ...withRecords([pension]), instituidor })
      .uponReceiving('an exchange of a pension record')
      .withRequest('POST', '/v1/servidor/exchange/', sends({ servidor_ids: [SERVIDOR] }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          rhAnswer(
            eachLike(
              like({
                ...pension,
                instituidor: {
                  nome: instituidor.nome,
                  cpf: instituidor.cpf,
                  nascimento: instituidor.nascimento,
                  obito: instituidor.obito,
                  ppn: instituidor.ppn,
                  pf_cpf_valid: true,
                  cpf_loaded: instituidor.cpf,
                },
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [record] = await rh.exchangeServidores(personClient(server.url), [SERVIDOR])
        expect(record?.instituidor?.nome).toBe(instituidor.nome)
      })
  })

  it('answers 404 for a record nobody has', async () => {
    await pact
      .addInteraction()
      .given(recordState, withRecords([active]))
      .uponReceiving('an exchange of a record nobody has')
      .withRequest('POST', '/v1/servidor/exchange/', sends({ servidor_ids: [999_999] }))
      .willRespondWith(404, (response) => response.jsonBody(errorBody(404)))
      .executeTest(async (server) => {
        await expectStatus(rh.exchangeServidores(personClient(server.url), [999_999]), 404)
      })
  })

  it('declares a record', async () => {
    const body = {
      pf_id: example.pfId,
      matricula: '7654321',
      categoria_cod: 1,
      data_movimento: '2015-08-03',
    }
    await pact
      .addInteraction()
      .given(recordState, withRecords([]))
      .uponReceiving('the declaration of an employment record')
      .withRequest('POST', '/v1/servidor/', sends(body))
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ pf_id: example.pfId })))
      .executeTest(async (server) => {
        expect((await rh.createServidor(personClient(server.url), body)).pf_id).toBe(example.pfId)
      })
  })

  it('saves the registration number and entry date', async () => {
    const body = { matricula: '998877', categoria_cod: 1, data_movimento: '1994-03-01' }
    await pact
      .addInteraction()
      .given(recordState, withRecords([active]))
      .uponReceiving('the universal data of a record')
      .withRequest('PUT', `/v1/servidor/${SERVIDOR}/universal/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const answer = await rh.putUniversal(personClient(server.url), SERVIDOR, body)
        expect(answer.servidor_id).toBe(SERVIDOR)
      })
  })

  it("saves a pensioner's grant date with the universal data of a pension record", async () => {
    const body = {
      matricula: '0123456',
      categoria_cod: 3,
      data_movimento: '1970-03-01',
      pensionistas: [{ pf_id: example.pfId, data_concessao: '2019-08-20' }],
    }
    await pact
      .addInteraction()
      .given(PENSION_STATE, { ...withRecords([pension]), instituidor })
      .uponReceiving('the universal data of a pension record')
      .withRequest('PUT', `/v1/servidor/${SERVIDOR}/universal/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const answer = await rh.putUniversal(personClient(server.url), SERVIDOR, body)
        expect(answer.servidor_id).toBe(SERVIDOR)
      })
  })

  it('saves the unit and job title', async () => {
    const body = { lotacao_id: 103, cargo_id: 104, data_ingresso: '1996-01-02' }
    await pact
      .addInteraction()
      .given(recordState, withRecords([active]))
      .uponReceiving('the lotação of a record')
      .withRequest('PUT', `/v1/servidor/${SERVIDOR}/lotacao/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        expect((await rh.putLotacao(personClient(server.url), SERVIDOR, body)).servidor_id).toBe(
          SERVIDOR,
        )
      })
  })

  it('saves the extras of an active servant, abono included', async () => {
    const body = {
      servidor_id: SERVIDOR,
      pf_id: example.pfId,
      pf_id_pensionista: null,
      ...extras,
      data_abono_permanencia: '2020-01-15',
    }
    await pact
      .addInteraction()
      .given(recordState, withRecords([active]))
      .uponReceiving('the extras of a record')
      .withRequest('PUT', `/v2/servidor/extras/${SERVIDOR}/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        expect((await rh.putExtras(personClient(server.url), body)).servidor_id).toBe(SERVIDOR)
      })
  })

  it('reads the extras of a record by its holder', async () => {
    await pact
      .addInteraction()
      .given(recordState, withRecords([active]))
      .uponReceiving('a request for the extras of a record')
      .withRequest('GET', `/v2/servidor/extras/${SERVIDOR}/${example.pfId}/titular/`, personRead)
      .willRespondWith(200, (response) => response.jsonBody(rhAnswer(like(extras))))
      .executeTest(async (server) => {
        const answer = await rh.getExtras(personClient(server.url), SERVIDOR, example.pfId)
        expect(answer.exposto_agentes_nocivos).toBe(false)
      })
  })

  it("saves a retiree's benefit", async () => {
    const body = { ...retired.beneficio, regra: 'invalidez' }
    await pact
      .addInteraction()
      .given(recordState, withRecords([retired]))
      .uponReceiving('the benefit of a retiree record')
      .withRequest('PUT', `/v1/servidor/${SERVIDOR}/beneficio/universal/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        expect((await rh.putBenefit(personClient(server.url), SERVIDOR, body)).servidor_id).toBe(
          SERVIDOR,
        )
      })
  })

  it.each([
    ['a benefit aid record (category 8)', aid],
    [
      'a record of a servant on loan, without its registration number (category 5)',
      onLoanWithoutMatricula,
    ],
  ])('reads %s through the exchange', async (description, stored) => {
    await pact
      .addInteraction()
      .given(recordState, withRecords([stored]))
      .uponReceiving(`an exchange of ${description}`)
      .withRequest('POST', '/v1/servidor/exchange/', sends({ servidor_ids: [SERVIDOR] }))
      .willRespondWith(200, (response) =>
        response.jsonBody(rhAnswer(eachLike({ ...stored, instituidor: null }))),
      )
      .executeTest(async (server) => {
        const [record] = await rh.exchangeServidores(personClient(server.url), [SERVIDOR])
        expect(record?.categoria_cod).toBe(stored.categoria_cod)
        expect(record?.matricula).toBe(stored.matricula)
      })
  })

  it("saves a pension's benefit (the person's own grant date)", async () => {
    const body = { ...pension.beneficio, data_concessao: '2019-08-20' }
    await pact
      .addInteraction()
      .given(PENSION_STATE, { ...withRecords([pension]), instituidor })
      .uponReceiving('the benefit of a pension record')
      .withRequest('PUT', `/v1/servidor/${SERVIDOR}/beneficio/universal/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        expect((await rh.putBenefit(personClient(server.url), SERVIDOR, body)).servidor_id).toBe(
          SERVIDOR,
        )
      })
  })
})
