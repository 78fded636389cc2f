import { fechaLarga } from '@academia/contract/core/long-date';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface RecognitionData {
  academia: string;
  alumno: string;
  curso: string;
  horas_curso: number;
  /** What the student did, as the certificate may truthfully say (DECLARACION_PDF). */
  declaracion: string;
  /** YYYY-MM-DD. */
  fecha_reconocimiento: string;
  unique_id: string;
  /** The public page the QR code and the printed link open. */
  url: string;
}

/** The QR code of the public page, as a PNG. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
}

const INK = '#1f2937';
const ACCENT = '#1c7ed6';
const MUTED = '#4b5563';

/**
 * Renders the recognition PDF (A4 landscape) in memory: a few tens of kilobytes, written to
 * storage in one piece afterwards. Uses PDF's standard fonts, whose WinAnsi encoding covers
 * Spanish text.
 */
export async function renderRecognitionPdf(data: RecognitionData): Promise<Buffer> {
  const qr = await qrPng(data.url);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Reconocimiento: ${data.curso}`,
      Author: data.academia,
      Subject: `Certificado ${data.unique_id}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  const inner = { x: 60, width: width - 120 };
  doc
    .rect(20, 20, width - 40, height - 40)
    .lineWidth(3)
    .stroke(ACCENT);
  doc
    .rect(28, 28, width - 56, height - 56)
    .lineWidth(0.8)
    .stroke(ACCENT);

  const center = { width: inner.width, align: 'center' as const };
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(data.academia, inner.x, 60, center);
  doc.moveDown(0.6);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(34).text('Reconocimiento', center);
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(14).fillColor(MUTED).text('Se otorga a', center);
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK).text(data.alumno, center);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(14).fillColor(MUTED).text('por el curso', center);
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(ACCENT).text(data.curso, center);
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(INK)
    .text(data.declaracion, inner.x + 60, doc.y, {
      width: inner.width - 120,
      align: 'center',
    });
  doc.moveDown(0.6);
  doc
    .fontSize(13)
    .text(
      `Duración: ${data.horas_curso} horas     Fecha de reconocimiento: ${fechaLarga(data.fecha_reconocimiento)}`,
      inner.x,
      doc.y,
      center,
    );

  const qrSize = 110;
  const qrY = height - 60 - qrSize;
  doc.image(qr, width - 60 - qrSize, qrY, { width: qrSize, height: qrSize });
  const footWidth = width - 120 - qrSize - 20;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`Código del certificado: ${data.unique_id}`, inner.x, qrY + 30, { width: footWidth });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Verifica este certificado en:', { width: footWidth });
  doc.fillColor(ACCENT).text(data.url, { width: footWidth, link: data.url, underline: true });

  doc.end();
  return done;
}
