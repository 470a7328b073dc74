import type { KyInstance } from 'ky'
import * as social from '../schemas/social'

type Body<T> = Omit<T, 'device'>

export async function login(http: KyInstance, body: Body<social.LoginRequest>) {
  const answer = await http
    .post('v2/pessoa-fisica/login/', { json: body })
    .json(social.loginAnswerSchema)
  return answer.data.SocialAPI
}

export async function lookupContacts(http: KyInstance, body: Body<social.ContactLookupRequest>) {
  const answer = await http
    .post('v2/person/login/contact/', { json: body })
    .json(social.contactLookupAnswerSchema)
  return answer.data.SocialAPI
}

export async function sendEmailCode(http: KyInstance, body: Body<social.SendEmailCodeRequest>) {
  const answer = await http
    .post('v1/person/login/email/send-code/', { json: body })
    .json(social.sendCodeAnswerSchema)
  return answer.data.SocialAPI
}

export async function sendCellphoneCode(
  http: KyInstance,
  body: Body<social.SendCellphoneCodeRequest>,
) {
  const answer = await http
    .post('v1/person/login/cellphone/send-code/', { json: body })
    .json(social.sendCodeAnswerSchema)
  return answer.data.SocialAPI
}

export async function verifyCode(http: KyInstance, body: Body<social.VerifyCodeRequest>) {
  const answer = await http
    .post('v1/person/login/', { json: body })
    .json(social.verifyCodeAnswerSchema)
  return answer.data.SocialAPI
}

export async function insertPerson(http: KyInstance, body: Body<social.InsertPersonRequest>) {
  const answer = await http
    .post('v3/pessoa-fisica/inserir/', { json: body })
    .json(social.insertPersonAnswerSchema)
  return answer.data.SocialAPI
}

export async function listPhones(http: KyInstance, pfId: number) {
  const answer = await http
    .get(`v1/pessoa-fisica/telefones/${pfId}/`)
    .json(social.phonesAnswerSchema)
  return answer.data.SocialAPI.current
}

export async function addPhone(http: KyInstance, body: Body<social.AddPhoneRequest>) {
  const answer = await http
    .post('v1/pessoa-fisica/telefones/', { json: body })
    .json(social.addPhoneAnswerSchema)
  return answer.data.SocialAPI
}
