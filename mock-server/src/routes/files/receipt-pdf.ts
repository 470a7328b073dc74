import { formatDateTime, formatProtocol } from '@censo/contracts'
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'
import QRCode from 'qrcode'

export interface ReceiptData {
  /** Entity name ("Recife", "Estado de Pernambuco" …). */
  entity: string
  nome: string
  /** Already masked: ***.456.789-**. */
  cpfMasked: string
  validationHash: string
  /** ISO date-time of the consolidation. */
  dataHora: string
  /** Name of the technician, or N/D. */
  technician: string
  /** The app's public validation page for this protocol (ADR 019): the QR code and the link. */
  validationUrl: string
}

/** `{appUrl}/Validar/{protocol}/`: the public page where anyone can check a receipt. */
export function validationUrl(appUrl: string, validationHash: string): string {
  return `${appUrl.replace(/\/+$/, '')}/Validar/${formatProtocol(validationHash)}/`
}

export const RECEIPT_CHECK_TEXT =
  'Confira a autenticidade deste comprovante lendo o QR code ou acessando o endereço:'

export const RECEIPT_TITLE = 'Comprovante de Recenseamento'

/** The standard fonts only encode WinAnsi: other characters are reduced to their base letter. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet())
  return Array.from(text, (char) => {
    if (supported.has(char.codePointAt(0) ?? 0)) return char
    const base = char.normalize('NFD').replace(/\p{M}/gu, '')
    return Array.from(base).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? base : '?'
  }).join('')
}

function dateTime(iso: string): string {
  const text = formatDateTime(iso)
  return text ? `${text} (horário de Recife)` : 'N/D'
}

/** The receipt of a consolidated case as a one-page A4 PDF. */
export async function receiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${RECEIPT_TITLE} ${formatProtocol(data.validationHash)}`)
  doc.setSubject('Cadastro consolidado')
  doc.setLanguage('pt-BR')
  doc.setProducer('Recenseamento (mock)')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([595.28, 841.89])
  const margin = 56
  const width = page.getWidth() - 2 * margin
  const ink = rgb(0.1, 0.1, 0.12)
  const muted = rgb(0.35, 0.35, 0.4)
  let y = page.getHeight() - margin

  const write = (text: string, font: PDFFont, size: number, color = ink) => {
    page.drawText(encodable(font, text), {
      x: margin,
      y,
      size,
      font,
      color,
      maxWidth: width,
      lineHeight: size * 1.3,
    })
  }

  y -= 24
  write(RECEIPT_TITLE, bold, 22)
  y -= 22
  write(data.entity, regular, 13, muted)
  y -= 18
  page.drawLine({
    start: { x: margin, y },
    end: { x: margin + width, y },
    thickness: 1,
    color: muted,
  })
  y -= 34
  write('Cadastro consolidado!', bold, 15)

  const rows: Array<[string, string]> = [
    ['Protocolo', formatProtocol(data.validationHash)],
    ['Nome', data.nome],
    ['CPF', data.cpfMasked],
    ['Data/Hora', dateTime(data.dataHora)],
    ['Responsável técnico', data.technician],
  ]
  for (const [label, value] of rows) {
    y -= 34
    write(label, regular, 10, muted)
    y -= 16
    write(value, bold, 13)
  }

  // The QR code (a PNG image, 4 px modules) and, under it, the same address as text.
  const qrSize = 112
  const qr = await doc.embedPng(
    await QRCode.toBuffer(data.validationUrl, { errorCorrectionLevel: 'M', margin: 2, scale: 4 }),
  )
  y -= 40
  write(RECEIPT_CHECK_TEXT, regular, 10, muted)
  y -= 8 + qrSize
  page.drawImage(qr, { x: margin, y, width: qrSize, height: qrSize })
  y -= 16
  write(data.validationUrl, bold, 11)

  y -= 40
  write(
    'Documento de demonstração gerado pelo servidor de simulação (mock); não tem validade.',
    regular,
    9,
    muted,
  )
  return doc.save({ useObjectStreams: false })
}
