import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Device } from '@censo/contracts'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type BuildOptions } from './app'
import { sha256Hex } from './plugins/checksum'

/** A well-formed device object (30-character id, fixed coordinates of Recife). */
export const TEST_DEVICE: Device = {
  id: 'test-device-0123456789abcdefgh',
  lat: -8.0476,
  lng: -34.877,
}

export interface TestApp {
  app: FastifyInstance
  dataFile: string
  /** Closes the app and removes its temporary data folder. */
  close(): Promise<void>
}

/** A fresh app on its own temporary data file (seeded from the fixtures). */
export async function buildTestApp(options: BuildOptions = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'censo-mock-'))
  const dataFile = options.dataFile ?? join(dir, 'db.json')
  const app = await buildApp({ ...options, dataFile })
  return {
    app,
    dataFile,
    async close() {
      await app.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export interface SendOptions {
  token?: string | null
  /** false: no X-Checksum; a string: that value instead of the right one. */
  checksum?: boolean | string
  /** false: leave the body without the device object. */
  device?: boolean
  headers?: Record<string, string>
}

/** An inject() request as the web sends writes: JSON body + device + X-Checksum + bearer. */
export function jsonRequest(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  options: SendOptions = {},
): InjectOptions {
  const withDevice =
    options.device === false || typeof body !== 'object' || body === null || Array.isArray(body)
      ? body
      : { device: TEST_DEVICE, ...body }
  const payload = typeof withDevice === 'string' ? withDevice : JSON.stringify(withDevice)
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
  if (options.checksum !== false) {
    headers['x-checksum'] =
      typeof options.checksum === 'string' ? options.checksum : sha256Hex(payload)
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  return { method, url, payload, headers }
}

export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options?: SendOptions,
): Promise<LightMyRequestResponse> {
  return app.inject(jsonRequest('POST', url, body, options))
}

export function get(
  app: FastifyInstance,
  url: string,
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  })
}

/** Login ids of the Recife entity in the test environment. */
export const RECIFE_IDS = { oid: 'tst-recife', oeid: 'tst-recife-rpps' }

export { sha256Hex }

/** Step 1 document bodies (without pf_id and device), each valid as it stands. */
export const VALID_DOCUMENTS = {
  identidade: {
    pf_rg: '1234567',
    pf_rg_emissao: '2010-05-04',
    pf_rg_uf: 'PE',
    pf_rg_ent_classe_meta: 'SDS',
  },
  ppn: { pf_ppn: '12345678901', pf_ppn_emissao: null },
  cnh: {
    pf_cnh: '04512398761',
    pf_cnh_validade: '2030-01-31',
    pf_cnh_prim_hab: '2001-02-03',
    pf_cnh_cat: 'B',
    pf_cnh_obs: null,
    pf_cnh_emissao: '2025-01-31',
    cidade_id: 0,
  },
  'titulo-eleitor': {
    pf_tit_ele: '012345670809',
    pf_tit_ele_sec: '0123',
    pf_tit_ele_zon: '007',
    pf_tit_ele_emissao: '2012-05-30',
    cidade_id: 0,
  },
  cert: { pf_cert: '12345', pf_cert_livro: 'A-12', pf_cert_pagina: '34', pf_cert_tipo: 'N' },
  'cart-class': {
    pf_cart_class_tipo: 'CRM',
    pf_cart_class: '12345',
    pf_cart_class_emissao: '2005-03-01',
    pf_cart_class_validade: null,
  },
  res: { pf_res: '987654', pf_res_emissao: '1986-07-01' },
  cursos: {
    pf_curso_grau: 'G',
    pf_curso_situacao: 'C',
    pf_curso: 'Direito',
    pf_curso_ano_conclusao: '2026',
  },
} as const
