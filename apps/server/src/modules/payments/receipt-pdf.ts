import { fechaLarga } from '@academia/contract/core/long-date';
import { formatAmount } from '@academia/contract/core/money';
import { METODOS_PAGO } from '@academia/contract/payments/payment-schemas';
import PDFDocument from 'pdfkit';

export interface ReceiptData {
  academia: string;
  numero_recibo: number;
  alumno: string;
  email: string;
  grupo: string;
  curso: string;
  monto: string;
  metodo_pago: number;
  /** YYYY-MM-DD. */
  fecha: string;
  registro: string;
  /** Set for a void payment: the receipt is stamped ANULADO with when, who and why. */
  anulacion?: { fecha: string; por: string; motivo: string } | null;
}

/** The stamp across a void payment's receipt; tests read it back from the PDF's text. */
export const VOID_STAMP = 'ANULADO';

export const receiptNumber = (n: number) => String(n).padStart(6, '0');

/** A one-page receipt. pdfkit's standard fonts cover Spanish accents (WinAnsi). */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      // The document's title, kept uncompressed in the file, says ANULADO too: a reader's tab
      // shows it, and a file can be checked without rendering the page.
      info: {
        Title: `Recibo ${receiptNumber(data.numero_recibo)}${data.anulacion ? ` ${VOID_STAMP}` : ''}`,
        Author: data.academia,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).fillColor('#1c4f8c').text(data.academia);
    doc.moveDown(0.3).font('Helvetica').fontSize(12).fillColor('#333').text('Recibo de pago');
    doc
      .moveDown(0.2)
      .font('Helvetica-Bold')
      .text(`No. ${receiptNumber(data.numero_recibo)}`, { align: 'right' });
    doc.moveDown(1);

    const rows: [string, string][] = [
      ['Alumno', data.alumno],
      ['Correo electrónico', data.email],
      ['Curso', data.curso],
      ['Grupo', data.grupo],
      ['Fecha de pago', fechaLarga(data.fecha)],
      [
        'Método de pago',
        METODOS_PAGO[data.metodo_pago as keyof typeof METODOS_PAGO] ?? String(data.metodo_pago),
      ],
      ['Registró', data.registro],
    ];
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').fontSize(11).fillColor('#555').text(label, { continued: false });
      doc.font('Helvetica').fontSize(12).fillColor('#111').text(value).moveDown(0.5);
    }
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('#111')
      .text(`Monto: ${formatAmount(data.monto)} MXN`);
    doc
      .moveDown(2)
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#777')
      .text(
        data.anulacion
          ? 'Este recibo corresponde a un pago anulado y no es válido como comprobante.'
          : 'Este recibo se generó electrónicamente y es válido sin firma.',
      );
    if (data.anulacion) stampVoid(doc, data.anulacion);
    doc.end();
  });
}

/** A red stamp across the page and, under it, when, by whom and why the payment was voided. */
function stampVoid(
  doc: PDFKit.PDFDocument,
  anulacion: { fecha: string; por: string; motivo: string },
): void {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-30, { origin: [width / 2, height / 2] });
  doc
    .font('Helvetica-Bold')
    .fontSize(96)
    .fillColor('#c0392b')
    .fillOpacity(0.35)
    .text(VOID_STAMP, 0, height / 2 - 48, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc
    .fillOpacity(1)
    .moveDown(1)
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#c0392b')
    .text(`Pago anulado el ${fechaLarga(anulacion.fecha.slice(0, 10))} por ${anulacion.por}.`)
    .font('Helvetica')
    .fillColor('#111')
    .text(`Motivo: ${anulacion.motivo}`);
}
