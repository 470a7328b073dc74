import { inflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFRawStream, PDFDict, PDFNumber } from 'pdf-lib'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { buildTestApp, get, lockAndConsolidate, useTestApp } from '../../testing'
import { pdfText } from '../../pdf-text'
import { receiptPdf } from './receipt-pdf'

const test = useTestApp({ now: () => Date.parse('2025-03-01T02:30:00Z') })

async function receiptUrl(pfId: number): Promise<string> {
  const token = await test.app.tokens.signPerson(pfId)
  const answer = await get(test.app, `/recad/v1/validate/${pfId}/report/`, token)
  expect(answer.statusCode).toBe(200)
  return new URL(answer.json().data.RecadAPI.url_file).pathname
}

/** The QR code image of the receipt's page, read back as its modules (2-module quiet zone, 4 px). */
async function qrImageModules(bytes: Buffer): Promise<{ size: number; dark: boolean[] }> {
  const doc = await PDFDocument.load(bytes)
  const xObjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)
  const images = (xObjects?.values() ?? [])
    .map((ref) => doc.context.lookup(ref))
    .filter((object) => object instanceof PDFRawStream)
    .filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
  expect(images).toHaveLength(1)
  const [image] = images
  if (!image) throw new Error('no image')
  const width = image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber()
  const channels = image.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3
  const pixels = inflateSync(image.contents)
  const scale = 4
  const size = width / scale - 4
  const dark: boolean[] = []
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = (col + 2) * scale + 1
      const y = (row + 2) * scale + 1
      dark.push((pixels[(y * width + x) * channels] ?? 255) < 128)
    }
  }
  return { size, dark }
}

describe('GET /files/receipts/{pf_id}-{hash}.pdf', () => {
  it('serves a real PDF with the protocol, name, masked CPF, Recife time and technician', async () => {
    const response = await get(test.app, await receiptUrl(1016))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="comprovante-recenseamento-A3F91C0B7D2E.pdf"',
    )
    const bytes = response.rawPayload
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
    const text = pdfText(bytes)
    expect(text).toContain('Comprovante de Recenseamento')
    expect(text).toContain('A3-F9-1C-0B-7D-2E')
    expect(text).toContain('Edvaldo Pereira Lins')
    expect(text).toContain('***.258.369-**')
    expect(text).not.toContain('14725836982')
    // Fixture: 2025-06-02T09:05:00-03:00, shown in America/Recife.
    expect(text).toContain('02/06/2025 09:05')
    expect(text).toContain('Responsável técnico')
    expect(text).toContain('Amanda Correia Lima')
  })

  it('carries a QR code and the link of the public validation page (MOCK_APP_URL)', async () => {
    const own = await buildTestApp({ appUrl: 'https://censo.example.gov.br/' })
    try {
      const token = await own.app.tokens.signPerson(1016)
      const answer = await get(own.app, '/recad/v1/validate/1016/report/', token)
      const path = new URL(answer.json().data.RecadAPI.url_file).pathname
      const bytes = (await get(own.app, path)).rawPayload
      const text = pdfText(bytes)
      expect(text).toContain('Confira a autenticidade deste comprovante')
      expect(text).toContain('https://censo.example.gov.br/Validar/A3-F9-1C-0B-7D-2E/')
      // The page draws one image XObject whose pixels are the modules of that address's QR code.
      const modules = await qrImageModules(bytes)
      const expected = QRCode.create('https://censo.example.gov.br/Validar/A3-F9-1C-0B-7D-2E/', {
        errorCorrectionLevel: 'M',
      }).modules
      expect(modules.size).toBe(expected.size)
      expect(modules.dark).toEqual(Array.from(expected.data, (bit) => bit === 1))
    } finally {
      await own.close()
    }
  })

  it('shows a fresh consolidation in Recife time, across midnight', async () => {
    const hash = await lockAndConsolidate(test.app, 1001)
    const text = pdfText((await get(test.app, await receiptUrl(1001))).rawPayload)
    expect(text).toContain(hash.toUpperCase().match(/../g)?.join('-'))
    expect(text).toContain('Maria das Graças Albuquerque')
    expect(text).toContain('28/02/2025 23:30')
  })

  it('answers 404 for a wrong hash, a case that is not done or an unknown person', async () => {
    for (const name of [
      '1016-000000000000.pdf',
      '1014-a3f91c0b7d2e.pdf',
      '999999-a3f91c0b7d2e.pdf',
    ]) {
      const response = await get(test.app, `/files/receipts/${name}`)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.status).toBe(404)
    }
  })

  it('answers 406 for a malformed file name, never a 500', async () => {
    for (const name of [
      '1016.pdf',
      '1016-a3f9.pdf',
      '..%2F1016-a3f91c0b7d2e.pdf',
      'x-a3f91c0b7d2e.pdf',
    ]) {
      expect((await get(test.app, `/files/receipts/${name}`)).statusCode).toBe(406)
    }
  })

  it('stops serving the old receipt once the case changes', async () => {
    await test.app.store.update((data) => {
      const person = data.persons.find((p) => p.pf_id === 1016)
      if (person?.case) person.case.validation_hash = 'bbbbbbbbbbbb'
    })
    expect((await get(test.app, '/files/receipts/1016-a3f91c0b7d2e.pdf')).statusCode).toBe(404)
    expect((await get(test.app, '/files/receipts/1016-bbbbbbbbbbbb.pdf')).statusCode).toBe(200)
  })
})

describe('receiptPdf', () => {
  it('writes names outside WinAnsi with their base letters instead of failing', async () => {
    const bytes = await receiptPdf({
      entity: 'Recife',
      nome: 'Nguyễn Thị Ánh Şahin 😀',
      cpfMasked: '***.456.789-**',
      validationHash: '0123456789ab',
      dataHora: '',
      technician: 'N/D',
      validationUrl: 'http://localhost:5173/Validar/01-23-45-67-89-AB/',
    })
    const text = pdfText(Buffer.from(bytes))
    expect(text).toContain('Nguyen Thi Ánh Sahin ?')
    expect(text).toContain('01-23-45-67-89-AB')
    expect(text).toContain('N/D')
  })
})
