import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/document-images'
import { socialCall, write, type Body } from '../call'

/** GET {social}/v1/pessoa-fisica/document/{pf_id}/{params}/ — `params`: `all` or type hashes. */
export const readDocumentImages = (http: KyInstance, pfId: number, types: readonly string[] = []) =>
  socialCall(
    http,
    'get',
    `v1/pessoa-fisica/document/${pfId}/${types.length ? types.join(',') : 'all'}/`,
    s.documentImagesAnswerSchema,
  )

/** PUT {social}/v1/pessoa-fisica/document/change/ — attach a sent file to types, or detach it. */
export const changeDocument = (
  http: KyInstance,
  body: Body<typeof s.documentChangeRequestSchema>,
) => write(http, 'put', 'v1/pessoa-fisica/document/change/', body)

/** POST {social}/v1/pessoa-fisica/foto/ — a sent image becomes the person's photo. */
export const addPhoto = (http: KyInstance, body: Body<typeof s.photoRequestSchema>) =>
  write(http, 'post', 'v1/pessoa-fisica/foto/', body)

/** DELETE {social}/v1/pessoa-fisica/foto/{pf_id}/{file_id}/ — the body carries the device. */
export const removePhoto = (http: KyInstance, pfId: number, fileId: number) =>
  write(http, 'delete', `v1/pessoa-fisica/foto/${pfId}/${fileId}/`, {})

/** GET {social}/v1/pessoa-fisica/ctps/doc/{pf_id}/{ctps_id}/ — the work card's images. */
export const readWorkCardImages = (http: KyInstance, pfId: number, ctpsId: number) =>
  socialCall(
    http,
    'get',
    `v1/pessoa-fisica/ctps/doc/${pfId}/${ctpsId}/`,
    s.workCardImagesAnswerSchema,
  )

/** GET {social}/v1/pessoa-fisica/ctps/contratos/doc/{pf_id}/{ctps_id}/ — its contracts' images. */
export const readWorkContractImages = (http: KyInstance, pfId: number, ctpsId: number) =>
  socialCall(
    http,
    'get',
    `v1/pessoa-fisica/ctps/contratos/doc/${pfId}/${ctpsId}/`,
    s.workCardImagesAnswerSchema,
  )
