import type { KyInstance } from 'ky'
import * as s from '../../schemas/cep/postal-code'
import { call } from '../call'

/** GET {cep}/v1/cep/{cep}/ — where a postal code (eight digits) is; 404 when unknown. */
export const lookUpPostalCode = async (http: KyInstance, cep: string) =>
  (await call(http, 'get', `v1/cep/${cep}/`, s.postalCodeReadSchema)).data.entidade_cep
