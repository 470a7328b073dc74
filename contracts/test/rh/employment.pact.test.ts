import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as rh from '../../src/client/rh/employment'
import { example, expectStatus, given, pactWith, personClient, sdkCall } from '../support'
import { errorAnswer, personPath, personRead, rhAnswer, sends, socialAnswer } from '../wire'
import {
  active,
  aid,
  extras,
  instituidor,
  onLoanWithoutMatricula,
  pension,
  retired,
  saved,
  SERVIDOR,
  withPension,
  withRecords,
} from './records'

const { like, eachLike } = MatchersV3
const pact = pactWith('rh-api')

/** Each write of a part of a record, from the state that holds the record: answered by `saved`. */
const partWrites = [
  {
    test: 'saves the registration number and entry date',
    description: 'the universal data of a record',
    state: withRecords([active]),
    path: `/v1/servidor/${SERVIDOR}/universal/`,
    ...sdkCall(
      { matricula: '998877', categoria_cod: 1, data_movimento: '1994-03-01' },
      (http, body) => rh.putUniversal(http, SERVIDOR, body),
    ),
  },
  {
    test: "saves a pensioner's grant date with the universal data of a pension record",
    description: 'the universal data of a pension record',
    state: withPension(),
    path: `/v1/servidor/${SERVIDOR}/universal/`,
    ...sdkCall(
      {
        matricula: '0123456',
        categoria_cod: 3,
        data_movimento: '1970-03-01',
        pensionistas: [{ pf_id: example.pfId, data_concessao: '2019-08-20' }],
      },
      (http, body) => rh.putUniversal(http, SERVIDOR, body),
    ),
  },
  {
    test: 'saves the unit and job title',
    description: 'the lotação of a record',
    state: withRecords([active]),
    path: `/v1/servidor/${SERVIDOR}/lotacao/`,
    ...sdkCall({ lotacao_id: 103, cargo_id: 104, data_ingresso: '1996-01-02' }, (http, body) =>
      rh.putLotacao(http, SERVIDOR, body),
    ),
  },
  {
    test: 'saves the extras of an active servant, abono included',
    description: 'the extras of a record',
    state: withRecords([active]),
    path: `/v2/servidor/extras/${SERVIDOR}/`,
    ...sdkCall(
      {
        servidor_id: SERVIDOR,
        pf_id: example.pfId,
        pf_id_pensionista: null,
        ...extras,
        data_abono_permanencia: '2020-01-15',
      },
      rh.putExtras,
    ),
  },
  {
    test: "saves a retiree's benefit",
    description: 'the benefit of a retiree record',
    state: withRecords([retired]),
    path: `/v1/servidor/${SERVIDOR}/beneficio/universal/`,
    ...sdkCall({ ...retired.beneficio, regra: 'invalidez' }, (http, body) =>
      rh.putBenefit(http, SERVIDOR, body),
    ),
  },
  {
    test: "saves a pension's benefit (the person's own grant date)",
    description: 'the benefit of a pension record',
    state: withPension(),
    path: `/v1/servidor/${SERVIDOR}/beneficio/universal/`,
    ...sdkCall({ ...pension.beneficio, data_concessao: '2019-08-20' }, (http, body) =>
      rh.putBenefit(http, SERVIDOR, body),
    ),
  },
]

describe('RH API: employment records (step 4)', () => {
  it("lists the person's records", async () => {
    await given(pact, withRecords([active]))
      .uponReceiving('a request for the records of the person')
      .withRequest(
        'GET',
        personPath((pfId) => `/v1/servidor/pessoa/${pfId}/`),
        personRead,
      )
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
    await given(pact, withRecords([retired]))
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
    await given(pact, withPension())
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
    await given(pact, withRecords([active]))
      .uponReceiving('an exchange of a record nobody has')
      .withRequest('POST', '/v1/servidor/exchange/', sends({ servidor_ids: [999_999] }))
      .willRespondWith(404, errorAnswer(404))
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
    await given(pact, withRecords([]))
      .uponReceiving('the declaration of an employment record')
      .withRequest('POST', '/v1/servidor/', sends(body))
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ pf_id: example.pfId })))
      .executeTest(async (server) => {
        expect((await rh.createServidor(personClient(server.url), body)).pf_id).toBe(example.pfId)
      })
  })

  it('reads the extras of a record by its holder', async () => {
    await given(pact, withRecords([active]))
      .uponReceiving('a request for the extras of a record')
      .withRequest(
        'GET',
        personPath((pfId) => `/v2/servidor/extras/${SERVIDOR}/${pfId}/titular/`),
        personRead,
      )
      .willRespondWith(200, (response) => response.jsonBody(rhAnswer(like(extras))))
      .executeTest(async (server) => {
        const answer = await rh.getExtras(personClient(server.url), SERVIDOR, example.pfId)
        expect(answer.exposto_agentes_nocivos).toBe(false)
      })
  })

  it.each([
    ['a benefit aid record (category 8)', aid],
    [
      'a record of a servant on loan, without its registration number (category 5)',
      onLoanWithoutMatricula,
    ],
  ])('reads %s through the exchange', async (description, stored) => {
    await given(pact, withRecords([stored]))
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

  for (const { test, description, state, path, body, run } of partWrites) {
    it(test, async () => {
      await given(pact, state)
        .uponReceiving(description)
        .withRequest('PUT', path, sends(body))
        .willRespondWith(200, (response) => response.jsonBody(saved))
        .executeTest(async (server) => {
          await expect(run(personClient(server.url))).resolves.toBeUndefined()
        })
    })
  }
})
