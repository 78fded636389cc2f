import { DECLARACION_PDF } from '@academia/contract/certificates/certificate-statement';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-reader';
import { renderRecognitionPdf } from './recognition-pdf';

const data = {
  academia: 'Academia de Pruebas',
  alumno: 'María José Núñez',
  curso: 'Ciencia de Datos con Python',
  horas_curso: 120,
  declaracion: DECLARACION_PDF.curso_y_evaluaciones,
  fecha_reconocimiento: '2026-11-20',
  unique_id: '3f0c2a4e-7d1b-4c1e-9a55-0b2d6f3e9c71',
  url: 'https://academia.example/public/certificado-digital/3f0c2a4e-7d1b-4c1e-9a55-0b2d6f3e9c71/ciencia-de-datos',
};

describe('the recognition PDF', () => {
  it('prints the academy, course, student, date, hours, statement, code and link', async () => {
    const { text, pages } = await readPdf(await renderRecognitionPdf(data));
    expect(pages).toBe(1);
    for (const expected of [
      'Academia de Pruebas',
      'Reconocimiento',
      'María José Núñez',
      'Ciencia de Datos con Python',
      '120 horas',
      '20 de noviembre de 2026',
      DECLARACION_PDF.curso_y_evaluaciones,
      data.unique_id,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/ /g, '')).toContain(data.url);
  });

  it("claims no exams for a certificate issued by an administrator's reason", async () => {
    const { text } = await readPdf(
      await renderRecognitionPdf({ ...data, declaracion: DECLARACION_PDF.reconocimiento }),
    );
    expect(text).toContain(DECLARACION_PDF.reconocimiento);
    expect(text).not.toMatch(/examen|aprob/i);
  });

  it('carries a QR code that opens the public page', async () => {
    const { images, qrs } = await readPdf(await renderRecognitionPdf(data));
    expect(images).toBe(1);
    expect(qrs).toEqual([data.url]);
  });
});
