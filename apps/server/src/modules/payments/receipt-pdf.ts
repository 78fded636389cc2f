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
}

export const receiptNumber = (n: number) => String(n).padStart(6, '0');

/** A one-page receipt. pdfkit's standard fonts cover Spanish accents (WinAnsi). */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      info: { Title: `Recibo ${receiptNumber(data.numero_recibo)}`, Author: data.academia },
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
      .text('Este recibo se generó electrónicamente y es válido sin firma.');
    doc.end();
  });
}
